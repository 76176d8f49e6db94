import Foundation

/// Holidays by name, and the days they fall on in a given year.
///
/// Fixed dates, nth weekdays and the Easter cycles are computed directly; Islamic, Hebrew and
/// Chinese holidays use Foundation's calendars, which the recognizer only consults when a
/// holiday is named.
enum HolidayCalendar {
    /// How a holiday's date is found.
    enum Rule: Sendable {
        case fixed(month: Int, day: Int)
        /// The nth weekday of a month (negative counts from the end), moved by `offset` days.
        case nthWeekday(month: Int, weekday: Int, nth: Int, offset: Int)
        /// Days after Western Easter Sunday.
        case easter(Int)
        /// Days after Orthodox Easter Sunday.
        case orthodoxEaster(Int)
        /// An Islamic (Umm al-Qura) date; `length` days long when more than one.
        case islamic(month: Int, day: Int, length: Int)
        /// The last Friday of Ramadan.
        case lastFridayOfRamadan
        /// A Hebrew date, starting on the evening before (the civil day before), `length` days long.
        case hebrew(month: Int, day: Int, length: Int)
        case chineseNewYear
        /// A fixed date moved to the nearest weekday when it falls on a weekend (Boss's Day).
        case fixedWeekday(month: Int, day: Int)
        /// 27 April, or the 26th when the 27th is a Sunday.
        case kingsDay
        /// The last Saturday of March, 20:30 to 21:30.
        case earthHour
        /// A tithi of an amanta month (1 Chaitra … 12 Phalguna) at an hour in India, moved by
        /// `offset` days, `length` days long when more than one.
        case hindu(month: Int, tithi: Int, hour: Double, offset: Int, length: Int)
        /// The day the sun enters a sidereal sign (0 Aries … 9 Capricorn), moved by `offset` days.
        case sankranti(sign: Int, offset: Int)
        /// The day the moon is in nakshatra `star` while the sun is in sidereal `sign`.
        case nakshatra(sign: Int, star: Int)
        /// 17 August 2018 and every 365 days from it (the Shahenshahi year has no leap day).
        case parsiNewYear
    }

    /// Holiday names keyed by their letters only ("new year's eve" is `newyearseve`).
    static let holidays: [String: (name: String, rule: Rule)] = {
        var table: [String: (String, Rule)] = [:]
        func add(_ name: String, _ rule: Rule, _ keys: String...) { for key in keys { table[key] = (name, rule) } }
        add("Christmas", .fixed(month: 12, day: 25), "christmas", "xmas", "christmasday", "xmasday")
        add("Christmas Eve", .fixed(month: 12, day: 24), "christmaseve", "xmaseve")
        add("New Year's Eve", .fixed(month: 12, day: 31), "newyearseve", "newyeareve")
        add("New Year's Day", .fixed(month: 1, day: 1), "newyearsday", "newyearday")
        add("Valentine's Day", .fixed(month: 2, day: 14), "valentinesday", "valentineday", "valentines")
        add("Halloween", .fixed(month: 10, day: 31), "halloween", "halloweenday")
        add(
            "St Patrick's Day", .fixed(month: 3, day: 17), "stpatricksday", "saintpatricksday", "stpaddysday",
            "saintpaddysday", "stpatrickday", "saintpatrickday", "paddysday", "stpattysday")
        add("Independence Day", .fixed(month: 7, day: 4), "independenceday")
        add("Veterans Day", .fixed(month: 11, day: 11), "veteransday")
        add("Earth Day", .fixed(month: 4, day: 22), "earthday")
        add("April Fools", .fixed(month: 4, day: 1), "aprilfools", "aprilfoolsday")
        add("Groundhog Day", .fixed(month: 2, day: 2), "groundhogday", "groundhogsday")
        add("Boxing Day", .fixed(month: 12, day: 26), "boxingday")
        add("Vaisakhi", .sankranti(sign: 0, offset: 0), "vaisakhi", "vaishakhi", "vasakhi", "baisakhi")
        add("Rabindra Jayanti", .sankranti(sign: 0, offset: 25), "rabindrajayanti", "rabindranathjayanti")
        add(
            "Thai Pongal", .sankranti(sign: 9, offset: 0), "thaipongal", "pongal", "makarsankranti",
            "makarasankranti", "maghi")
        add("Boghi", .sankranti(sign: 9, offset: -1), "boghi", "bogi", "bhogi", "bogipandigai", "bhogipandigai")
        add("Mattu Pongal", .sankranti(sign: 9, offset: 1), "mattupongal", "maattupongal")
        add("Kaanum Pongal", .sankranti(sign: 9, offset: 2), "kaanumpongal", "kannipongal")
        add("Thiru Onam", .nakshatra(sign: 4, star: 21), "onam", "thiruvonam", "thiruonam")
        add("Parsi New Year", .parsiNewYear, "parsinewyear", "jamshedinavroz", "navroz", "nowruz")
        func hindu(_ name: String, _ month: Int, _ tithi: Int, _ hour: Double, _ keys: String...) {
            for key in keys {
                table[key] = (name, .hindu(month: month, tithi: tithi, hour: hour, offset: 0, length: 1))
            }
        }
        hindu("Ugadi", 1, 1, 6, "ugadi", "yugadi", "gudipadwa", "chaitrasukladi", "chaitrasukhladi")
        hindu("Rama Navami", 1, 9, 12, "ramanavami", "ramnavami")
        hindu("Mahavir Jayanti", 1, 13, 6, "mahavirjayanti", "mahavirjanmakalyanak")
        hindu("Hanuman Jayanti", 1, 15, 6, "hanumanjayanti")
        hindu("Vesak", 2, 15, 21, "vesak", "vaisakha", "buddhaday", "buddhapurnima", "buddhajayanti")
        hindu("Rath Yatra", 4, 2, 6, "rathyatra", "rathayatra")
        hindu("Raksha Bandhan", 5, 15, 13, "rakshabandhan", "rakhi")
        hindu("Krishna Janmashtami", 5, 23, 23.9, "krishnajanmashtami", "janmashtami", "gokulashtami")
        hindu("Ganesh Chaturthi", 6, 4, 12, "ganeshchaturthi", "vinayakachaturthi", "vinayakchaturthi")
        hindu("Maha Saptami", 7, 7, 6, "mahasaptami")
        hindu("Dussehra", 7, 10, 12, "dussehra", "dasara", "vijayadashami")
        hindu("Pargat Diwas", 7, 15, 6, "pargatdiwas", "valmikijayanti")
        hindu("Karva Chauth", 7, 19, 20, "karvachauth", "karwachauth")
        hindu("Dhanteras", 7, 28, 19, "dhanteras", "dhanatrayodashi")
        hindu("Naraka Chaturdashi", 7, 29, 19, "narakachaturdashi", "chotidiwali", "chhotidiwali", "kalichaudas")
        hindu("Diwali", 7, 30, 19, "diwali", "deepavali", "dipavali")
        hindu("Govardhan Puja", 8, 1, 6, "govardhanpuja", "annakut")
        hindu("Bhai Dooj", 8, 2, 12, "bhaidooj", "bhaubeej", "bhaiduj")
        hindu("Chhath", 8, 6, 17, "chhath", "dalapuja", "chhathpuja", "suryashashthi")
        hindu(
            "Guru Gobind Singh Jayanti", 10, 7, 6, "gurugobindsinghjayanti", "gurugobindsinghbirthday",
            "gurugovindsinghjayanti", "gurugovindsinghbirthday")
        hindu("Vasant Panchami", 11, 5, 6, "vasantpanchami", "basantpanchami")
        hindu(
            "Guru Ravidass Jayanti", 11, 15, 6, "gururavidassjayanti", "gururavidasjayanti",
            "gururavidassbirthday", "gururavidasbirthday")
        hindu("Dayananda Saraswati Jayanti", 11, 25, 6, "saraswatijayanti", "dayanandasaraswatijayanti")
        hindu("Maha Shivaratri", 11, 29, 23.9, "mahashivaratri", "mahashivratri", "shivaratri")
        hindu("Holika Dahan", 12, 15, 19, "holikadahan", "chotiholi", "chhotiholi")
        for key in ["holi", "dhulandi", "phagwah", "dhuleti", "rangwaliholi"] {
            table[key] = ("Holi", .hindu(month: 12, tithi: 15, hour: 19, offset: 1, length: 1))
        }
        for key in ["navaratri", "navratri", "durgapuja"] {
            table[key] = ("Navaratri", .hindu(month: 7, tithi: 1, hour: 12, offset: 0, length: 10))
        }
        add(
            "Thanksgiving Day", .nthWeekday(month: 11, weekday: 4, nth: 4, offset: 0), "thanksgiving", "thanksgivingday"
        )
        add("Black Friday", .nthWeekday(month: 11, weekday: 4, nth: 4, offset: 1), "blackfriday")
        add(
            "Martin Luther King's Day", .nthWeekday(month: 1, weekday: 1, nth: 3, offset: 0), "mlkday", "mlkjrday",
            "martinlutherkingday", "martinlutherkingsday", "martinlutherkingjrday", "martinlutherkingjrsday",
            "civilrightsday")
        add("Presidents' Day", .nthWeekday(month: 2, weekday: 1, nth: 3, offset: 0), "presidentsday")
        add("Memorial Day", .nthWeekday(month: 5, weekday: 1, nth: -1, offset: 0), "memorialday")
        add("Labor Day", .nthWeekday(month: 9, weekday: 1, nth: 1, offset: 0), "laborday", "labourday")
        add("Columbus Day", .nthWeekday(month: 10, weekday: 1, nth: 2, offset: 0), "columbusday")
        add("Mother's Day", .nthWeekday(month: 5, weekday: 7, nth: 2, offset: 0), "mothersday")
        add("Father's Day", .nthWeekday(month: 6, weekday: 7, nth: 3, offset: 0), "fathersday")
        add("Boss's Day", .fixedWeekday(month: 10, day: 16), "bossday", "bosssday", "bossesday", "nationalbossday")
        add("King's Day", .kingsDay, "kingsday", "koningsdag")
        add("Earth Hour", .earthHour, "earthhour")
        add("Easter Sunday", .easter(0), "easter", "eastersunday")
        add("Easter Monday", .easter(1), "eastermonday", "eastermon")
        add("Good Friday", .easter(-2), "goodfriday", "greatfriday")
        add(
            "Maundy Thursday", .easter(-3), "maundythursday", "maundythu", "holythursday", "covenantthursday",
            "covenantthu", "thuofmysteries", "thursdayofmysteries")
        add("Palm Sunday", .easter(-7), "palmsunday", "branchsunday")
        add("Shrove Tuesday", .easter(-47), "shrovetuesday", "mardigras", "pancakeday", "pancaketuesday")
        add("Ash Wednesday", .easter(-46), "ashwednesday")
        add("Ascension Day", .easter(39), "ascensionday", "ascensionthursday")
        add("Pentecost", .easter(49), "pentecost", "whitsunday", "whitesunday", "whitsun")
        add("Whit Monday", .easter(50), "whitmonday", "pentecostmonday", "mondayoftheholyspirit")
        add("Trinity Sunday", .easter(56), "trinitysunday")
        add("Corpus Christi", .easter(60), "corpuschristi")
        add("Orthodox Easter Sunday", .orthodoxEaster(0), "orthodoxeaster", "orthodoxeastersunday")
        add("Orthodox Good Friday", .orthodoxEaster(-2), "orthodoxgoodfriday", "orthodoxgreatfriday")
        add("Lazarus Saturday", .orthodoxEaster(-8), "lazarussaturday")
        add("World Vegan Day", .fixed(month: 11, day: 1), "worldveganday")
        add("Clean Monday", .orthodoxEaster(-48), "cleanmonday", "orthodoxshrovemonday", "greenmonday")
        add("Chinese New Year", .chineseNewYear, "chinesenewyear", "lunarnewyear", "chineselunarnewyear")
        add("Eid al-Fitr", .islamic(month: 10, day: 1, length: 1), "eidalfitr", "eidulfitr", "idulfitr", "eidelfitr")
        add(
            "Eid al-Adha", .islamic(month: 12, day: 10, length: 1), "eidaladha", "eiduladha", "iduladha", "idaladha",
            "sacrificefeast", "feastofsacrifice", "bakrid")
        add("Ramadan", .islamic(month: 9, day: 1, length: 0), "ramadan", "ramadhan", "ramzan")
        add(
            "Islamic New Year", .islamic(month: 1, day: 1, length: 1), "islamicnewyear", "hijrinewyear", "arabicnewyear"
        )
        add("Ashura", .islamic(month: 1, day: 10, length: 1), "ashura", "dayofashura")
        add(
            "Mawlid", .islamic(month: 3, day: 12, length: 1), "mawlid", "mawlidalnabawi", "mawlidannabi",
            "mawlidnabawi", "prophetsbirthday", "milad")
        add(
            "Laylat al-Qadr", .islamic(month: 9, day: 27, length: 1), "laylatalkadr", "laylatalqadr",
            "nightofmeasures", "nightofpower", "nightofdecree", "shabeqadr")
        add(
            "Isra and Mi'raj", .islamic(month: 7, day: 27, length: 1), "israandmiraj", "isramiraj",
            "theprophetsascension", "prophetsascension", "ascensiontoheaven", "nightjourney")
        add("Jumu'atul-Wida", .lastFridayOfRamadan, "jamatulvida", "jumuatulwida", "jumatulwida", "jamatulwida")
        add("Yom Kippur", .hebrew(month: 1, day: 10, length: 1), "yomkippur")
        add(
            "Rosh Hashanah", .hebrew(month: 1, day: 1, length: 3), "roshhashana", "roshhashanah", "roshhashanna",
            "roshhashannah")
        add("Shemini Atzeret", .hebrew(month: 1, day: 22, length: 1), "sheminiatzeret")
        add("Simchat Torah", .hebrew(month: 1, day: 23, length: 1), "simchattorah")
        add("Sukkot", .hebrew(month: 1, day: 15, length: 8), "sukkot", "succot", "feastoftabernacles")
        add("Hanukkah", .hebrew(month: 3, day: 25, length: 8), "hanukkah", "hanukah", "chanukah", "chanukkah")
        add("Tu BiShvat", .hebrew(month: 5, day: 15, length: 1), "tubishvat", "tubshvat")
        add("Purim", .hebrew(month: 7, day: 14, length: 1), "purim")
        add("Shushan Purim", .hebrew(month: 7, day: 15, length: 1), "shushanpurim")
        add("Passover", .hebrew(month: 8, day: 15, length: 9), "passover", "pesach")
        add("Lag BaOmer", .hebrew(month: 9, day: 18, length: 1), "lagbaomer")
        add("Shavuot", .hebrew(month: 10, day: 6, length: 3), "shavuot", "shavuos")
        add("Tisha B'Av", .hebrew(month: 12, day: 9, length: 1), "tishabav")
        return table
    }()

    /// Every prefix of every key, so a name lookup stops at the first letters no holiday starts with.
    static let keyPrefixes: Set<String> = {
        var prefixes: Set<String> = []
        for key in holidays.keys {
            var prefix = ""
            for character in key {
                prefix.append(character)
                prefixes.insert(prefix)
            }
        }
        return prefixes
    }()

    /// The longest holiday name is six tokens ("the day of ashura" and the like).
    static let maximumTokens = 6

    /// The span of a holiday in a Gregorian year, if it falls in that year.
    static func span(of rule: Rule, in year: Int) -> TimeSpan? {
        switch rule {
        case .fixed(let month, let day):
            return .instant(CivilCalendar.seconds(year, month, day), .day)
        case .fixedWeekday(let month, let day):
            let days = CivilCalendar.days(year: year, month: month, day: day)
            let weekday = CivilCalendar.weekday(days: days)
            let moved = weekday == 6 ? days - 1 : weekday == 7 ? days + 1 : days
            return .instant(moved * 86_400, .day)
        case .kingsDay:
            let days = CivilCalendar.days(year: year, month: 4, day: 27)
            return .instant((CivilCalendar.weekday(days: days) == 7 ? days - 1 : days) * 86_400, .day)
        case .nthWeekday(let month, let weekday, let nth, let offset):
            guard let day = nthWeekday(year: year, month: month, weekday: weekday, nth: nth) else { return nil }
            return .instant((day + offset) * 86_400, .day)
        case .earthHour:
            guard let day = nthWeekday(year: year, month: 3, weekday: 6, nth: -1) else { return nil }
            let start = day * 86_400 + 20 * 3600 + 30 * 60
            return .interval(start, start + 3660, .minute)
        case .easter(let offset):
            return .instant((westernEaster(year) + offset) * 86_400, .day)
        case .orthodoxEaster(let offset):
            return .instant((orthodoxEaster(year) + offset) * 86_400, .day)
        case .chineseNewYear:
            return LunarCalendars.chineseNewYear(year).map { .instant($0 * 86_400, .day) }
        case .islamic(let month, let day, let length):
            guard let start = LunarCalendars.islamic(month: month, day: day, gregorianYear: year) else { return nil }
            if length == 0, let end = LunarCalendars.islamic(month: month + 1, day: 1, after: start) {
                return .interval(start * 86_400, end * 86_400, .day)
            }
            return .instant(start * 86_400, .day)
        case .lastFridayOfRamadan:
            guard let shawwal = LunarCalendars.islamic(month: 10, day: 1, gregorianYear: year) else { return nil }
            var day = shawwal - 1
            while CivilCalendar.weekday(days: day) != 5 { day -= 1 }
            return .instant(day * 86_400, .day)
        case .hindu(let month, let tithi, let hour, let offset, let length):
            guard let day = HinduCalendar.day(month: month, tithi: tithi, hour: hour, year: year) else { return nil }
            if length > 1 { return .interval((day + offset) * 86_400, (day + offset + length) * 86_400, .day) }
            return .instant((day + offset) * 86_400, .day)
        case .sankranti(let sign, let offset):
            return HinduCalendar.sankranti(sign: sign, year: year).map { .instant(($0 + offset) * 86_400, .day) }
        case .nakshatra(let sign, let star):
            return HinduCalendar.nakshatraDay(sign: sign, star: star, year: year).map { .instant($0 * 86_400, .day) }
        case .parsiNewYear:
            var day = CivilCalendar.days(year: 2018, month: 8, day: 17) + 365 * (year - 2018)
            while CivilCalendar.date(days: day).year < year { day += 365 }
            while CivilCalendar.date(days: day).year > year { day -= 365 }
            return .instant(day * 86_400, .day)
        case .hebrew(let month, let day, let length):
            guard let start = LunarCalendars.hebrew(month: month, day: day, gregorianYear: year) else { return nil }
            let eve = start - 1
            if length > 1 { return .interval(eve * 86_400, (eve + length) * 86_400, .day) }
            return .instant(eve * 86_400, .day)
        }
    }

    /// The day number of the nth weekday of a month (negative from the end).
    static func nthWeekday(year: Int, month: Int, weekday: Int, nth: Int) -> Int? {
        let first = CivilCalendar.days(year: year, month: month, day: 1)
        let count = CivilCalendar.daysIn(month: month, year: year)
        let days = (first..<(first + count)).filter { CivilCalendar.weekday(days: $0) == weekday }
        return ValueParser.pick(days, nth)
    }

    /// The day number of Western Easter Sunday (anonymous Gregorian computus).
    static func westernEaster(_ year: Int) -> Int {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CivilCalendar.days(year: year, month: month, day: day)
    }

    /// The day number of Orthodox Easter Sunday (Meeus' Julian computus, moved to Gregorian).
    static func orthodoxEaster(_ year: Int) -> Int {
        let a = year % 4
        let b = year % 7
        let c = year % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        let julianOffset = year / 100 - year / 400 - 2
        return CivilCalendar.days(year: year, month: month, day: day) + julianOffset
    }
}
