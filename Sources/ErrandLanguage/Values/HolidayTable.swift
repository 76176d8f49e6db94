/// The names people use for holidays, and the rule each follows.
extension HolidayCalendar {
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
            "makarasankranti", "makarsankranthi", "makarasankranthi", "maghi")
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
        hindu(
            "Mahavir Jayanti", 1, 13, 6, "mahavirjayanti", "mahavirjanmakalyanak", "mahaveerjayanti",
            "mahaveerjanmakalyanak")
        hindu("Hanuman Jayanti", 1, 15, 6, "hanumanjayanti")
        hindu("Vesak", 2, 15, 21, "vesak", "vaisakha", "buddhaday", "buddhapurnima", "buddhajayanti")
        hindu("Ratha-Yatra", 4, 2, 6, "rathyatra", "rathayatra")
        hindu("Raksha Bandhan", 5, 15, 13, "rakshabandhan", "rakhi")
        hindu("Krishna Janmashtami", 5, 23, 23.9, "krishnajanmashtami", "janmashtami", "gokulashtami")
        hindu("Ganesh Chaturthi", 6, 4, 12, "ganeshchaturthi", "vinayakachaturthi", "vinayakchaturthi")
        hindu("Maha Saptami", 7, 7, 6, "mahasaptami")
        hindu("Maha Ashtami", 7, 8, 6, "mahaashtami", "durgaashtami")
        hindu("Maha Navami", 7, 9, 6, "mahanavami")
        hindu("Guru Nanak Jayanti", 8, 15, 6, "gurunanakjayanti", "gurunanakbirthday", "gurpurab")
        hindu("Dussehra", 7, 10, 12, "dussehra", "dasara", "vijayadashami")
        hindu("Pargat Diwas", 7, 15, 6, "pargatdiwas", "valmikijayanti")
        hindu("Karva Chauth", 7, 19, 20, "karvachauth", "karwachauth")
        hindu("Dhanteras", 7, 28, 19, "dhanteras", "dhanatrayodashi")
        hindu("Naraka Chaturdashi", 7, 29, 19, "narakachaturdashi", "chotidiwali", "chhotidiwali", "kalichaudas")
        hindu("Diwali", 7, 30, 19, "diwali", "deepavali", "dipavali", "lakshmipuja")
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
        hindu("Holika Dahan", 12, 15, 19, "holikadahan", "chotiholi", "chhotiholi", "kamudupyre")
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
        add(
            "Boss's Day", .fixedWeekday(month: 10, day: 16), "bossday", "bosssday", "bossesday", "nationalbossday",
            "bosss")
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
        add(
            "Chinese New Year", .chineseNewYear, "chinesenewyear", "lunarnewyear", "chineselunarnewyear",
            "chineselunarnewyearsday", "chinesenewyearsday")
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
            "mawlidnabawi", "prophetsbirthday", "milad", "miladunnabi", "eidmiladunnabi")
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
        add(
            "Sukkot", .hebrew(month: 1, day: 15, length: 9), "sukkot", "succot", "succos", "sukkos",
            "feastoftabernacles", "feastoftheingathering", "feastofbooths")
        add("Hanukkah", .hebrew(month: 3, day: 25, length: 8), "hanukkah", "hanukah", "chanukah", "chanukkah")
        add("Tu BiShvat", .hebrew(month: 5, day: 15, length: 1), "tubishvat", "tubshvat")
        add("Purim", .hebrew(month: 7, day: 14, length: 1), "purim")
        add("Shushan Purim", .hebrew(month: 7, day: 15, length: 1), "shushanpurim")
        add("Passover", .hebrew(month: 8, day: 15, length: 9), "passover", "pesach")
        add("Lag BaOmer", .hebrew(month: 9, day: 18, length: 1), "lagbaomer", "lagbomer")
        add("Yom HaShoah", .israeliMemorial(month: 8, day: 27), "yomhashoah", "holocaustday", "holocaustremembranceday")
        add("Yom Ha'atzmaut", .israeliMemorial(month: 9, day: 5), "yomhaatzmaut", "israelindependenceday")
        add("Lent", .easterInterval(from: -46, to: 0, orthodox: false), "lent")
        add("Great Lent", .easterInterval(from: -48, to: -8, orthodox: true), "greatlent", "greatfast")
        add(
            "Global Youth Service Day", .nthWeekdayInterval(month: 4, weekday: 7, nth: -1, offset: -2, length: 3),
            "globalyouthserviceday")
        add("Shavuot", .hebrew(month: 10, day: 6, length: 3), "shavuot", "shavuos")
        add("Tisha B'Av", .hebrewFast(month: 12, day: 9), "tishabav", "tishabeav")
        return table
    }()
}
