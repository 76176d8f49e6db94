import Foundation

/// Reads a PNG image's size in pixels from its header, without decoding the image.
public enum PNGSize {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height in the IHDR chunk of the PNG at `path`, or `nil` when the file is
    /// missing, shorter than a header, or not a PNG.
    public static func size(ofFileAt path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24) else { return nil }
        return size(of: data)
    }

    /// The size in the IHDR chunk of PNG `data` (its first 24 bytes suffice).
    public static func size(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func bigEndian(_ start: Int) -> Int {
            bytes[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        return (bigEndian(16), bigEndian(20))
    }
}
