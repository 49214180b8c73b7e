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
