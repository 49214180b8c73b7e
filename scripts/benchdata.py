"""Deterministic data for scripts/bench: a ledger (CSV and journal) and a recipe book.

Integer arithmetic only (splitmix64), so the same seed gives the same bytes everywhere.
"""

MASK = (1 << 64) - 1


class SplitMix64:
    """A small, fast, reproducible PRNG."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n


INCOME = [("Salary", "salary"), ("Freelance work", "work"), ("Bank interest", "interest"),
          ("Tax refund", "tax")]
EXPENSES = [("Groceries", "food"), ("Coffee", "food"), ("Restaurant", "food"),
            ("Rent", "housing"), ("Electricity", "housing"), ("Water", "housing"),
            ("Bus ticket", "transport"), ("Fuel", "transport"), ("Train", "transport"),
            ("Cinema", "leisure"), ("Books", "leisure"), ("Concert", "leisure"),
            ("Pharmacy", "health"), ("Dentist", "health"), ("Phone", "bills"),
            ("Internet", "bills"), ("Clothes", "shopping"), ("Gift", "shopping"),
            ("Insurance", "bills")]


def days_from_civil(y, m, d):
    """Days since 1970-01-01 (Howard Hinnant's algorithm)."""
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def civil_from_days(z):
    z += 719468
    era = (z if z >= 0 else z - 146096) // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + (3 if mp < 10 else -9)
    return y + (m <= 2), m, d


def ledger_items(n, seed):
    """Yields (date, kind, name, cents, category) for n items over ten years, dates ascending."""
    rng = SplitMix64(seed)
    start = days_from_civil(2015, 1, 1)
    for i in range(n):
        y, m, d = civil_from_days(start + i * 3653 // n)
        date = f"{y:04d}-{m:02d}-{d:02d}"
        if rng.below(10) == 0:
            name, category = INCOME[rng.below(len(INCOME))]
            cents = 150_000 + rng.below(350_001)
            yield date, "income", name, cents, category
        else:
            name, category = EXPENSES[rng.below(len(EXPENSES))]
            # Skewed toward small amounts: 0.01 to 5,000.00.
            cents = 1 + rng.below(rng.below(500_000) + 1)
            yield date, "expense", name, cents, category


def money(cents):
    return f"{cents // 100}.{cents % 100:02d}"


def write_csv(path, n, seed):
    """homebook's import format: date,kind,name,amount,category,note."""
    with open(path, "w", newline="") as out:
        out.write("date,kind,name,amount,category,note\r\n")
        for date, kind, name, cents, category in ledger_items(n, seed):
            out.write(f"{date},{kind},{name},{money(cents)},{category},\r\n")


def write_bank_csv(path, n, seed):
    """The same items as a bank exports them: Date,Description,Amount,Balance,Category with
    dd/mm/yyyy dates and signed amounts (negative = money out), as `budget import --map` reads."""
    balance = 0
    with open(path, "w", newline="") as out:
        out.write("Date,Description,Amount,Balance,Category\r\n")
        for date, kind, name, cents, category in ledger_items(n, seed):
            signed = cents if kind == "income" else -cents
            balance += signed
            sign = "-" if signed < 0 else ""
            bal = ("-" if balance < 0 else "") + money(abs(balance))
            out.write(f"{date[8:10]}/{date[5:7]}/{date[0:4]},{name},{sign}{money(cents)},"
                      f"{bal},{category}\r\n")


def write_journal(path, n, seed):
    """The same items for ledger and hledger: every amount explicit, no commodity."""
    with open(path, "w") as out:
        for date, kind, name, cents, category in ledger_items(n, seed):
            amount = money(cents)
            if kind == "income":
                out.write(f"{date} {name}\n    assets:cash  {amount}\n    income:{category}  -{amount}\n\n")
            else:
                out.write(f"{date} {name}\n    expenses:{category}  {amount}\n    assets:cash  -{amount}\n\n")


DISHES = ["Strawberry tart", "Crème brûlée", "Lemon drizzle cake", "Beef stew", "Pad thai",
          "Mushroom risotto", "Chicken curry", "Banana bread", "Tomato soup", "Apple crumble",
          "Pancakes", "Shepherd's pie", "Falafel wrap", "Paella", "Gnocchi", "Ratatouille",
          "Carrot cake", "Fish pie", "Lentil dal", "Goulash"]
STYLES = ["Grandma's", "Quick", "Vegan", "Spicy", "Classic", "Weekend", "Summer", "Winter",
          "Easy", "Rustic", "Smoky", "Zesty"]
INGREDIENTS = ["flour", "sugar", "butter", "eggs", "milk", "salt", "pepper", "garlic",
               "onion", "tomatoes", "rice", "lemon", "strawberries", "cream", "beef", "chicken",
               "lentils", "coconut milk", "basil", "thyme", "carrots", "potatoes", "cheese",
               "mushrooms", "paprika", "cumin", "vanilla", "honey", "olive oil", "bananas"]
NOTES = ["Family favourite.", "Double the sauce next time.", "Good for freezing.",
         "Serve warm with cream.", "Needs an hour in the oven.", "Kids loved it.",
         "Use ripe fruit.", "Make the day before.", ""]


def recipes(n, seed):
    """Yields (name, ingredients, last_made or None, link or None, notes)."""
    rng = SplitMix64(seed ^ 0x5EED)
    start = days_from_civil(2018, 1, 1)
    for i in range(n):
        name = f"{STYLES[rng.below(len(STYLES))]} {DISHES[rng.below(len(DISHES))]} {i + 1}"
        count = 3 + rng.below(8)
        ingredients = "\n".join(
            f"{1 + rng.below(500)} g {INGREDIENTS[rng.below(len(INGREDIENTS))]}" for _ in range(count))
        last = None
        if rng.below(3):
            y, m, d = civil_from_days(start + rng.below(2500))
            last = f"{y:04d}-{m:02d}-{d:02d}"
        link = f"https://example.org/recipes/{i + 1}" if rng.below(2) else None
        yield name, ingredients, last, link, NOTES[rng.below(len(NOTES))]


def planner_events(n, seed):
    """Yields planner_events rows (see migration 0005): 2020–2029, one in 50 repeating.

    Columns: uid, title, all_day, start_at, end_at, start_date, end_date, repeat_freq,
    repeat_interval, repeat_until, repeat_count, repeat_last_end_at. Times are UTC seconds;
    repeat_last_end_at is the same upper bound homebook stores (last start day + 2 days).
    """
    rng = SplitMix64(seed ^ 0xCA1E)
    first_day = days_from_civil(2020, 1, 1)
    titles = ["Dinner", "Lunch", "Call", "Dentist", "Meeting", "Yoga", "Review", "Trip"]
    for i in range(n):
        day = first_day + rng.below(3650)
        title = f"{titles[rng.below(len(titles))]} {i + 1}"
        uid = f"bench-{i + 1}@homebook"
        freq = interval = until = count = last_end = None
        interval = 1
        if rng.below(10) == 0:
            y, m, d = civil_from_days(day)
            end_day = day + rng.below(3)
            ey, em, ed = civil_from_days(end_day)
            start_at, end_at = day * 86400, (end_day + 1) * 86400
            start_date, end_date, all_day = f"{y:04d}-{m:02d}-{d:02d}", f"{ey:04d}-{em:02d}-{ed:02d}", 1
        else:
            start_at = day * 86400 + (7 + rng.below(14)) * 3600
            end_at = start_at + (1 + rng.below(6)) * 1800
            start_date = end_date = None
            all_day = 0
        if rng.below(50) == 0:
            kind = rng.below(3)
            if kind == 0:
                freq, count = "weekly", 5 + rng.below(50)
                last_day = day + 7 * (count - 1)
                last_end = (last_day + 2) * 86400 + (end_at - start_at)
            elif kind == 1:
                freq, interval = "daily", 1 + rng.below(3)
                last_day = day + rng.below(200)
                y, m, d = civil_from_days(last_day)
                until = f"{y:04d}-{m:02d}-{d:02d}"
                last_day -= (last_day - day) % interval
                last_end = (last_day + 2) * 86400 + (end_at - start_at)
            else:
                freq = "monthly"
                if civil_from_days(day)[2] > 28:
                    day -= 3
                    start_at -= 3 * 86400
                    end_at -= 3 * 86400
                    if start_date:
                        y, m, d = civil_from_days(day)
                        start_date = f"{y:04d}-{m:02d}-{d:02d}"
                        ey, em, ed = civil_from_days(day + (end_at - start_at) // 86400 - 1)
                        end_date = f"{ey:04d}-{em:02d}-{ed:02d}"
        yield (uid, title, all_day, start_at, end_at, start_date, end_date, freq, interval,
               until, count, last_end)


def ics_stamp(seconds):
    y, m, d = civil_from_days(seconds // 86400)
    rest = seconds % 86400
    return f"{y:04d}{m:02d}{d:02d}T{rest // 3600:02d}{rest // 60 % 60:02d}{rest % 60:02d}"


def fold(line):
    """An iCalendar content line folded at 75 octets, as calendar apps write it (ASCII)."""
    parts = [line[:75]]
    line = line[75:]
    while line:
        parts.append(" " + line[:74])
        line = line[74:]
    return "\r\n".join(parts)


BERLIN = ("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\nX-LIC-LOCATION:Europe/Berlin\r\n"
          "BEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\n"
          "DTSTART:19700329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT\r\n"
          "BEGIN:STANDARD\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\n"
          "DTSTART:19701025T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD\r\n"
          "END:VTIMEZONE\r\n")


def write_ics(path, n, seed):
    """A calendar of `n` events as Google Calendar exports one: DTSTAMP, CREATED, SEQUENCE,
    STATUS and TRANSP on every event; most in UTC, some in Europe/Berlin through the file's
    VTIMEZONE, one in ten all-day, one in fifty repeating (weekly with a count, daily until a
    day, monthly), descriptions folded at 75 octets. Only what homebook read before issue 28
    too, so the same file measures both."""
    rng = SplitMix64(seed ^ 0x1C5)
    first_day = days_from_civil(2020, 1, 1)
    titles = ["Dinner", "Lunch", "Call", "Dentist", "Meeting", "Yoga", "Review", "Trip"]
    places = ["", "", "Office", "Café Central, Wien", "Home", "Room 4.12"]
    with open(path, "w", newline="") as out:
        out.write("BEGIN:VCALENDAR\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n"
                  "VERSION:2.0\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n"
                  "X-WR-CALNAME:Bench\r\nX-WR-TIMEZONE:Europe/Berlin\r\n" + BERLIN)
        for i in range(n):
            day = first_day + rng.below(3650)
            start = day * 86400 + (7 + rng.below(14)) * 3600
            end = start + (1 + rng.below(6)) * 1800
            lines = ["BEGIN:VEVENT"]
            shape = rng.below(20)
            if shape < 2:
                last = day + 1 + rng.below(3)
                lines += [f"DTSTART;VALUE=DATE:{ics_stamp(day * 86400)[:8]}",
                          f"DTEND;VALUE=DATE:{ics_stamp(last * 86400)[:8]}"]
            elif shape < 5:
                lines += [f"DTSTART;TZID=Europe/Berlin:{ics_stamp(start)}",
                          f"DTEND;TZID=Europe/Berlin:{ics_stamp(end)}"]
            else:
                lines += [f"DTSTART:{ics_stamp(start)}Z", f"DTEND:{ics_stamp(end)}Z"]
            if rng.below(50) == 0:
                kind = rng.below(3)
                if kind == 0:
                    lines.append(f"RRULE:FREQ=WEEKLY;COUNT={5 + rng.below(50)}")
                elif kind == 1:
                    until = (day + 1 + rng.below(200)) * 86400 + 86399
                    lines.append(f"RRULE:FREQ=DAILY;INTERVAL={1 + rng.below(3)};"
                                 f"UNTIL={ics_stamp(until)}Z")
                else:
                    lines.append("RRULE:FREQ=MONTHLY")
            stamp = ics_stamp(first_day * 86400 - rng.below(86400 * 300))
            lines += [f"DTSTAMP:{stamp}Z", f"UID:{i + 1:08x}{seed & 0xFFFF:04x}@google.com",
                      f"CREATED:{stamp}Z", f"LAST-MODIFIED:{stamp}Z"]
            if rng.below(3) == 0:
                words = " ".join(INGREDIENTS[rng.below(len(INGREDIENTS))]
                                 for _ in range(5 + rng.below(30)))
                lines.append(fold(f"DESCRIPTION:Bring {words}\\nSee you there\\, as planned."))
            place = places[rng.below(len(places))]
            if place:
                lines.append("LOCATION:" + place.replace(",", "\\,"))
            lines += ["SEQUENCE:0", "STATUS:CONFIRMED",
                      f"SUMMARY:{titles[rng.below(len(titles))]} {i + 1}", "TRANSP:OPAQUE",
                      "END:VEVENT"]
            out.write("\r\n".join(lines) + "\r\n")
        out.write("END:VCALENDAR\r\n")


def write_recipe_pages(folder, n, seed):
    """`n` saved recipe pages (`page_00001.html`…) shaped like the WordPress pages
    recipe-scrapers collects: a head with meta tags and two JSON-LD blocks (Yoast's @graph
    holding the Recipe, with HowToStep and HowToSection instructions, yield and times, and
    a breadcrumb block), then some kilobytes of body text."""
    import json
    import os
    os.makedirs(folder, exist_ok=True)
    rng = SplitMix64(seed ^ 0x9A6E)
    filler = ("<p>This is one of those recipes we make again and again: quick, cheap and "
              "good on a weeknight. Read on for tips &amp; tricks.</p>\n") * 40
    for i in range(n):
        name = f"{STYLES[rng.below(len(STYLES))]} {DISHES[rng.below(len(DISHES))]} {i + 1}"
        url = f"https://example.org/{i + 1}/"
        ingredients = [f"{1 + rng.below(500)} g {INGREDIENTS[rng.below(len(INGREDIENTS))]}"
                       for _ in range(3 + rng.below(10))]
        steps = [{"@type": "HowToStep", "text": f"Step {k + 1}: mix the "
                  f"{INGREDIENTS[rng.below(len(INGREDIENTS))]} &amp; stir well.",
                  "url": f"{url}#step-{k + 1}"} for k in range(2 + rng.below(6))]
        instructions = steps if rng.below(2) else [
            {"@type": "HowToSection", "name": "For the base", "itemListElement": steps[:1]},
            {"@type": "HowToSection", "name": "To finish", "itemListElement": steps[1:]}]
        recipe = {"@type": "Recipe", "@id": f"{url}#recipe", "name": name,
                  "author": {"@type": "Person", "name": "Sam"},
                  "description": f"A {name.lower()} for every day.",
                  "image": [f"{url}photo.jpg"], "recipeYield": [str(2 + rng.below(6))],
                  "prepTime": "PT15M", "cookTime": f"PT{10 + rng.below(50)}M",
                  "recipeIngredient": ingredients, "recipeInstructions": instructions,
                  "recipeCategory": ["Dinner"], "keywords": "easy, weeknight",
                  "mainEntityOfPage": f"{url}#webpage",
                  "isPartOf": {"@id": f"{url}#article"}}
        graph = {"@context": "https://schema.org", "@graph": [
            {"@type": "Article", "@id": f"{url}#article", "headline": name,
             "mainEntityOfPage": {"@id": f"{url}#webpage"}},
            {"@type": "WebPage", "@id": f"{url}#webpage", "url": url, "name": name},
            recipe]}
        crumbs = {"@context": "https://schema.org", "@type": "BreadcrumbList",
                  "itemListElement": [{"@type": "ListItem", "position": 1, "name": "Home",
                                       "item": "https://example.org/"}]}
        page = ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
                f"<title>{name} - Example Kitchen</title>\n"
                f"<link rel=\"canonical\" href=\"{url}\">\n"
                f"<meta property=\"og:url\" content=\"{url}\">\n"
                "<script type=\"application/ld+json\" class=\"yoast-schema-graph\">"
                f"{json.dumps(graph)}</script>\n"
                f"<script type=\"application/ld+json\">{json.dumps(crumbs)}</script>\n"
                "</head><body><article>\n" + filler + "</article></body></html>\n")
        with open(os.path.join(folder, f"page_{i + 1:05d}.html"), "w") as out:
            out.write(page)
