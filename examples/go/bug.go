// Command inventory keeps a small warehouse inventory in memory: items with
// quantities and prices, orders that reserve stock, and a report. The
// restock report passes an item's name where its format expects a number.
package main

import "fmt"

// Item is one stock-keeping unit.
type Item struct {
	SKU      string
	Name     string
	Quantity int
	Reserved int
	PriceCts int64
}

// Available is what can still be ordered.
func (it *Item) Available() int {
	return it.Quantity - it.Reserved
}

// Inventory holds the items in the order they were added.
type Inventory struct {
	items []*Item
}

const lowWaterMark = 5

// Add puts an item in.
func (inv *Inventory) Add(sku, name string, qty int, price int64) {
	inv.items = append(inv.items, &Item{SKU: sku, Name: name, Quantity: qty, PriceCts: price})
}

// Reserve books units of an item.
func (inv *Inventory) Reserve(sku string, units int) error {
	for _, it := range inv.items {
		if it.SKU == sku {
			if it.Available() < units {
				return fmt.Errorf("reserve %d of %s: not enough stock", units, sku)
			}
			it.Reserved += units
			return nil
		}
	}
	return fmt.Errorf("reserve %s: unknown SKU", sku)
}

func cents(c int64) string {
	return fmt.Sprintf("%d.%02d", c/100, c%100)
}

// Report prints the stock, then what needs restocking.
func (inv *Inventory) Report() {
	for _, it := range inv.items {
		fmt.Printf("%-9s %-20s %4d %4d %7s\n", it.SKU, it.Name, it.Quantity, it.Reserved, cents(it.PriceCts))
	}
	for _, it := range inv.items {
		if it.Available() < lowWaterMark {
			fmt.Printf("restock %s: only %d left\n", it.SKU, it.Name)
		}
	}
}

func main() {
	inv := &Inventory{}
	inv.Add("A-100", "hex bolt M6", 400, 12)
	inv.Add("B-200", "drill 8mm", 7, 899)
	if err := inv.Reserve("B-200", 4); err != nil {
		fmt.Println(err)
	}
	inv.Report()
}
