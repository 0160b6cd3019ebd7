"""A tiny expense tracker: entries with categories and amounts, monthly
budgets, and a report. The report joins a category's name with its total,
which is a number, not a string."""

import datetime
from collections import defaultdict


class Entry:
    def __init__(self, day, category, amount, note=""):
        self.day = day
        self.category = category
        self.amount = amount
        self.note = note

    def month(self):
        return (self.day.year, self.day.month)

    def __repr__(self):
        return f"Entry({self.day}, {self.category!r}, {self.amount})"


class Ledger:
    def __init__(self):
        self.entries = []
        self.budgets = {}

    def add(self, day, category, amount, note=""):
        if amount <= 0:
            raise ValueError("amounts are positive")
        entry = Entry(day, category, amount, note)
        self.entries.append(entry)
        return entry

    def budget(self, category, limit):
        self.budgets[category] = limit

    def totals(self, month):
        sums = defaultdict(int)
        for entry in self.entries:
            if entry.month() == month:
                sums[entry.category] += entry.amount
        return dict(sums)

    def over_budget(self, month):
        over = []
        for category, total in sorted(self.totals(month).items()):
            limit = self.budgets.get(category)
            if limit is not None and total > limit:
                over.append((category, total - limit))
        return over

    def report(self, month):
        lines = ["%04d-%02d" % month]
        for category, total in sorted(self.totals(month).items()):
            lines.append("  " + category.ljust(12) + total)
        for category, excess in self.over_budget(month):
            lines.append(f"  over budget: {category} by {excess}")
        return "\n".join(lines)


def main():
    ledger = Ledger()
    ledger.budget("food", 300)
    ledger.budget("travel", 120)
    day = datetime.date(2026, 3, 1)
    for offset, category, amount in [(0, "food", 120), (3, "travel", 90), (9, "food", 210), (15, "books", 35)]:
        ledger.add(day + datetime.timedelta(days=offset), category, amount)
    print(ledger.report((2026, 3)))


if __name__ == "__main__":
    main()
