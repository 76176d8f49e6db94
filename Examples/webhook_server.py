#!/usr/bin/env python3
"""The example bakery's webhook: Errand's webhook protocol version 1, standard library only.

Errand POSTs JSON to this server for each phase of a request (resolve, confirm, handle), signed
with HMAC-SHA256 over "<timestamp>.<body>" (headers Errand-Timestamp and Errand-Signature:
v1=<hex>). The server checks the signature and the timestamp's freshness, then answers with the
shapes in Schemas/webhook-v1.schema.json and Docs/Conversation.md. Handle is idempotent: a
second handle with the same Idempotency-Key returns the first answer without baking twice.

    BAKERY_WEBHOOK_SECRET=s3cret python3 Examples/webhook_server.py --port 8765

It prints "listening on 127.0.0.1:PORT" once ready (with --port 0 the system picks the port).
With --test-controls it also accepts POST /_test/config (unsigned) to misbehave on purpose —
fail, stall, garble or trickle a phase — and GET /_test/state to read what it did; the tests use them.
"""

import argparse
import hashlib
import hmac
import json
import os
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PRICES = {"sourdough": 6.50, "rye": 5.00, "baguette": 3.25, "croissant": 2.75}
SOLD_OUT = {"croissant"}
TOLERANCE_SECONDS = 300


class Bakery:
    """The bakery's state: orders placed, answers by idempotency key, and test behaviours."""

    def __init__(self):
        self.lock = threading.Lock()
        self.orders = []
        self.handled = {}
        self.calls = {"resolve": 0, "confirm": 0, "handle": 0}
        # Test behaviours: per phase, how many calls fail with 503 first, how long to stall,
        # whether to answer with broken JSON, and for how long to trickle a body out.
        self.failures = {}
        self.delays = {}
        self.delay_once = {}
        self.malformed = set()
        self.drips = {}

    def resolve(self, values):
        results = {}
        bread = values.get("bread")
        if bread is not None:
            bread_id = entity_id(bread)
            if bread_id not in PRICES:
                results["bread"] = {"result": "unsupported", "reason": "Sorry, the bakery doesn't make that."}
            else:
                results["bread"] = {"result": "success", "value": bread}
        return results

    def quote(self, values):
        bread_id = entity_id(values.get("bread"))
        quantity = values.get("quantity", {}).get("value", 1)
        if bread_id in SOLD_OUT:
            return None, {"name": "soldOut"}
        total = round(PRICES[bread_id] * quantity, 2)
        outputs = {
            "total": {"type": "currency", "value": {"amount": total, "code": "USD"}},
            "eta": {"type": "duration", "value": 600 + 60 * quantity},
        }
        return outputs, None

    def handle(self, key, values):
        with self.lock:
            if key in self.handled:
                return self.handled[key]
        outputs, error = self.quote(values)
        answer = {"version": "1", "error": error} if error else {"version": "1", "outputs": outputs}
        with self.lock:
            if key in self.handled:
                return self.handled[key]
            if not error:
                self.orders.append({"key": key, "bread": entity_id(values.get("bread")),
                                    "quantity": values.get("quantity", {}).get("value", 1)})
            self.handled[key] = answer
        return answer


def entity_id(value):
    if not isinstance(value, dict):
        return None
    inner = value.get("value")
    if value.get("type") == "entity" and isinstance(inner, dict):
        return inner.get("id")
    if value.get("type") == "string" and isinstance(inner, str):
        lowered = inner.lower()
        return {"rye bread": "rye", "french bread": "baguette"}.get(lowered, lowered)
    return None


def make_handler(bakery, secret, test_controls, tolerance=TOLERANCE_SECONDS):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def setup(self):
            super().setup()
            # Headers and body go out as two writes; without this, Nagle's algorithm and the
            # peer's delayed acknowledgement add about 40 ms to every answer on loopback.
            self.request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

        def log_message(self, format, *args):
            pass

        def reply(self, status, body):
            data = body if isinstance(body, bytes) else json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            try:
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass

        def trickle(self, seconds):
            """Promises a long body, then sends one space every 0.2 s for `seconds`."""
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            self.close_connection = True
            end = time.monotonic() + seconds
            try:
                while time.monotonic() < end:
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(0.2)
            except (BrokenPipeError, ConnectionResetError):
                pass

        def read_body(self):
            length = int(self.headers.get("Content-Length") or 0)
            return self.rfile.read(length) if length > 0 else b""

        def do_GET(self):
            if test_controls and self.path == "/_test/state":
                with bakery.lock:
                    self.reply(200, {"orders": bakery.orders, "calls": bakery.calls})
                return
            self.reply(404, {"version": "1", "error": {"message": "Not found."}})

        def do_POST(self):
            body = self.read_body()
            if test_controls and self.path == "/_test/state":
                self.do_GET()
                return
            if test_controls and self.path == "/_test/config":
                config = json.loads(body or b"{}")
                with bakery.lock:
                    bakery.failures = config.get("failures", {})
                    bakery.delays = config.get("delays", {})
                    bakery.delay_once = config.get("delayOnce", {})
                    bakery.malformed = set(config.get("malformed", []))
                    bakery.drips = config.get("drips", {})
                self.reply(200, {"ok": True})
                return
            if not self.verified(body):
                self.reply(401, {"version": "1", "error": {"message": "Sorry, the request wasn't signed right."}})
                return
            try:
                request = json.loads(body)
                phase = request["phase"]
                values = request.get("values", {})
            except (ValueError, KeyError, TypeError):
                self.reply(400, {"version": "1", "error": {"message": "Sorry, the request couldn't be read."}})
                return
            if request.get("version") != "1" or phase not in ("resolve", "confirm", "handle"):
                self.reply(400, {"version": "1", "error": {"message": "Sorry, that version isn't supported."}})
                return
            with bakery.lock:
                bakery.calls[phase] += 1
                failing = bakery.failures.get(phase, 0) > 0
                if failing:
                    bakery.failures[phase] -= 1
                delay = bakery.delays.get(phase, 0) + bakery.delay_once.pop(phase, 0)
                garble = phase in bakery.malformed
                drip = bakery.drips.get(phase, 0)
            if failing:
                self.reply(503, {"version": "1", "error": {"message": "Busy."}})
                return
            if phase == "handle":
                key = request.get("idempotencyKey") or self.headers.get("Idempotency-Key")
                if not key:
                    self.reply(400, {"version": "1", "error": {"message": "Sorry, handle needs an idempotency key."}})
                    return
                # The order is placed before any stall, as a slow kitchen would: a caller that gives
                # up waiting and retries with the same key gets this answer, not a second order.
                answer = bakery.handle(key, values)
            elif phase == "resolve":
                answer = {"version": "1", "resolutions": bakery.resolve(values)}
            else:
                outputs, error = bakery.quote(values)
                answer = {"version": "1", "error": error} if error else {"version": "1", "outputs": outputs}
            if delay:
                time.sleep(delay)
            if drip:
                self.trickle(drip)
                return
            self.reply(200, b"{not json" if garble else answer)

        def verified(self, body):
            timestamp = self.headers.get("Errand-Timestamp", "")
            signature = self.headers.get("Errand-Signature", "")
            try:
                stamp = int(timestamp)
            except ValueError:
                return False
            if abs(time.time() - stamp) > tolerance:
                return False
            expected = "v1=" + hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256).hexdigest()
            return hmac.compare_digest(expected, signature)

    return Handler


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=8765, help="port on 127.0.0.1 (0 picks a free one)")
    parser.add_argument("--secret", default=os.environ.get("BAKERY_WEBHOOK_SECRET", ""),
                        help="shared signing secret (default: $BAKERY_WEBHOOK_SECRET)")
    parser.add_argument("--test-controls", action="store_true", help="enable /_test/config and /_test/state")
    parser.add_argument("--tolerance", type=float, default=TOLERANCE_SECONDS,
                        help="how many seconds a request's timestamp may be off the clock (default: %(default)s)")
    parser.add_argument("--lifetime", type=float, default=0,
                        help="stop by itself after this many seconds (0: run until stopped)")
    parser.add_argument("--exit-with-stdin", action="store_true",
                        help="stop when standard input reaches its end (when the parent closes it or exits)")
    arguments = parser.parse_args()
    bakery = Bakery()
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port),
                                 make_handler(bakery, arguments.secret, arguments.test_controls, arguments.tolerance))
    server.daemon_threads = True
    print(f"listening on 127.0.0.1:{server.server_address[1]}", flush=True)
    if arguments.lifetime > 0:
        timer = threading.Timer(arguments.lifetime, server.shutdown)
        timer.daemon = True
        timer.start()
    if arguments.exit_with_stdin:
        # The parent holds our standard input; when it closes it or dies, stop serving.
        threading.Thread(target=lambda: (sys.stdin.read(), server.shutdown()), daemon=True).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    server.server_close()


if __name__ == "__main__":
    sys.exit(main())
