import Foundation

/// Days of the Hindu lunisolar calendar (amanta months, tithis at a time of day in India) and
/// of sidereal solar transits, from low-precision positions of the sun and the moon.
///
/// Positions follow Meeus (*Astronomical Algorithms*, ch. 25 and 47, main terms only: about
/// 0.01° for the sun and 0.05° for the moon); the zodiac is sidereal with the Lahiri ayanamsa.
/// Days are civil days in India (UTC+5:30).
enum HinduCalendar {
    /// Julian day of 1970-01-01T00:00Z.
    private static let unixEpochJulianDay = 2_440_587.5
    private static let radians = Double.pi / 180

    /// Apparent tropical longitude of the sun in degrees at Julian day `jd`.
    static func sunLongitude(_ jd: Double) -> Double {
        let t = (jd - 2_451_545.0) / 36_525
        let meanLongitude = 280.46646 + 36_000.76983 * t
        let anomaly = (357.52911 + 35_999.05029 * t) * radians
        let center =
            (1.914602 - 0.004817 * t) * sin(anomaly) + (0.019993 - 0.000101 * t) * sin(2 * anomaly) + 0.000289
            * sin(3 * anomaly)
        return normalized(meanLongitude + center - 0.00569)
    }

    /// Tropical longitude of the moon in degrees at Julian day `jd`.
    static func moonLongitude(_ jd: Double) -> Double {
        let t = (jd - 2_451_545.0) / 36_525
        let meanLongitude = 218.3164477 + 481_267.88123421 * t
        let d = (297.8501921 + 445_267.1114034 * t) * radians
        let m = (357.5291092 + 35_999.0502909 * t) * radians
        let mp = (134.9633964 + 477_198.8675055 * t) * radians
        let f = (93.2720950 + 483_202.0175233 * t) * radians
        let e = 1 - 0.002516 * t
        let terms: [Double] = [
            6_288_774 * sin(mp), 1_274_027 * sin(2 * d - mp), 658_314 * sin(2 * d), 213_618 * sin(2 * mp),
            -185_116 * e * sin(m), -114_332 * sin(2 * f), 58_793 * sin(2 * d - 2 * mp),
            57_066 * e * sin(2 * d - m - mp), 53_322 * sin(2 * d + mp), 45_758 * e * sin(2 * d - m),
            -40_923 * e * sin(m - mp), -34_720 * sin(d), -30_383 * e * sin(m + mp), 15_327 * sin(2 * d - 2 * f),
            -12_528 * sin(mp + 2 * f), 10_980 * sin(mp - 2 * f), 10_675 * sin(4 * d - mp), 10_034 * sin(3 * mp),
            8548 * sin(4 * d - 2 * mp), -7888 * e * sin(2 * d + m - mp), -6766 * e * sin(2 * d + m),
            -5163 * sin(d - mp), 4987 * e * sin(d + m), 4036 * e * sin(2 * d - m + mp),
        ]
        return normalized(meanLongitude + terms.reduce(0, +) / 1_000_000)
    }

    /// The Lahiri ayanamsa in degrees at Julian day `jd`.
    static func ayanamsa(_ jd: Double) -> Double { 23.853 + (jd - 2_451_545.0) / 365.25 * 0.013_969 }

    private static func normalized(_ degrees: Double) -> Double {
        let value = degrees.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }

    /// The Julian day of a civil day in India at `hour` local time (UTC+5:30).
    static func julianDay(day: Int, hour: Double) -> Double {
        unixEpochJulianDay + Double(day) + (hour - 5.5) / 24
    }

    /// The tithi (1…30) in force at Julian day `jd`: 1–15 the bright half, 30 the new moon.
    static func tithi(_ jd: Double) -> Int {
        Int(normalized(moonLongitude(jd) - sunLongitude(jd)) / 12) + 1
    }

    /// The Julian day of the new moon before `jd` (elongation back to zero), by bisection.
    static func newMoon(before jd: Double) -> Double {
        let elongation = normalized(moonLongitude(jd) - sunLongitude(jd))
        var high = jd
        var low = jd - elongation / 12.19 - 2
        for _ in 0..<40 {
            let middle = (low + high) / 2
            let value = normalized(moonLongitude(middle) - sunLongitude(middle))
            if value < 180 { high = middle } else { low = middle }
        }
        return high
    }

    /// The amanta month (1 Chaitra … 12 Phalguna) in force at `jd`, and whether it is a leap
    /// (adhika) month, from the sidereal sign of the sun at the new moons around it.
    static func month(at jd: Double) -> (month: Int, isLeap: Bool) {
        let start = newMoon(before: jd)
        let next = newMoon(before: start + 35)
        let sign = { (moment: Double) -> Int in
            Int(normalized(sunLongitude(moment) - ayanamsa(moment)) / 30)
        }
        let startSign = sign(start)
        let nextSign = sign(next)
        // The month is named after the sign the sun is in at the new moon that starts it
        // (Pisces names Chaitra); no change of sign before the next new moon makes it a leap month.
        return ((startSign + 1) % 12 + 1, startSign == nextSign)
    }

    /// The civil day (days from 1970-01-01) in a Gregorian year whose `hour` in India falls in
    /// `tithi` of amanta `month`, skipping leap months.
    static func day(month: Int, tithi target: Int, hour: Double, year: Int) -> Int? {
        // Month m begins at the new moon while the sun is in sidereal sign m - 2 (Chaitra in
        // Pisces, from mid-March), so only a window of about two months needs scanning.
        let yearStart = CivilCalendar.days(year: year, month: 1, day: 1)
        let yearEnd = CivilCalendar.days(year: year, month: 12, day: 31)
        let approximateStart = CivilCalendar.days(year: year, month: 3, day: 14) + Int(30.44 * Double(month - 1))
        var windows = [(approximateStart - 35)...(approximateStart + 62)]
        if approximateStart + 62 > yearEnd {
            windows.append((approximateStart - 35 - 365)...(approximateStart + 62 - 365))
        }
        var found: [Int] = []
        for window in windows {
            let first = max(yearStart, window.lowerBound)
            let last = min(yearEnd, window.upperBound)
            guard first <= last else { continue }
            if let day = scan(first...last, month: month, tithi: target, hour: hour) { found.append(day) }
        }
        return found.min()
    }

    private static func scan(_ days: ClosedRange<Int>, month: Int, tithi target: Int, hour: Double) -> Int? {
        var previous: Int?
        for day in days {
            let jd = julianDay(day: day, hour: hour)
            let current = tithi(jd)
            // A tithi that starts and ends between two observations is read on the day it began.
            let reached = current == target || (previous.map { Self.skipped($0, current, target) } ?? false)
            previous = current
            guard reached else { continue }
            let (found, isLeap) = self.month(at: jd)
            if found == month, !isLeap { return day }
        }
        return nil
    }

    private static func skipped(_ before: Int, _ after: Int, _ target: Int) -> Bool {
        let stepsToAfter = (after - before + 30) % 30
        let stepsToTarget = (target - before + 30) % 30
        return stepsToAfter == 2 && stepsToTarget == 1
    }

    /// The civil day in India when the sun enters a sidereal sign (0 Aries … 9 Capricorn) in a
    /// year, moved to the next day when the entry is after sunset.
    static func sankranti(sign: Int, year: Int) -> Int? {
        let target = Double(sign) * 30
        let first = CivilCalendar.days(year: year, month: 1, day: 1)
        var previous = siderealSun(julianDay(day: first, hour: 0))
        for day in first..<(first + 366) {
            let value = siderealSun(julianDay(day: day + 1, hour: 0))
            let crossed = normalized(value - target) < 5 && normalized(previous - target) > 355
            if crossed {
                let sunset = siderealSun(julianDay(day: day, hour: 18))
                return normalized(sunset - target) < 5 ? day : day + 1
            }
            previous = value
        }
        return nil
    }

    /// The sidereal longitude of the sun.
    static func siderealSun(_ jd: Double) -> Double { normalized(sunLongitude(jd) - ayanamsa(jd)) }

    /// The civil day in a solar month (the sun in sidereal `sign`) when the moon is in the
    /// nakshatra `star` (0…26) at sunrise: Onam is Shravana (21) in Leo (4).
    static func nakshatraDay(sign: Int, star: Int, year: Int) -> Int? {
        let first = CivilCalendar.days(year: year, month: 1, day: 1)
        for day in first..<(first + 366) {
            let jd = julianDay(day: day, hour: 18)
            guard Int(siderealSun(jd) / 30) == sign else { continue }
            let moon = normalized(moonLongitude(jd) - ayanamsa(jd))
            if Int(moon / (360.0 / 27)) == star { return day }
        }
        return nil
    }
}
