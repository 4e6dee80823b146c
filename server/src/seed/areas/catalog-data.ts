/*
 * The demo catalogue's fixed vocabulary: the category tree with the product nouns of each branch,
 * brands, attributes and their values, collections, tags, model names, units and badges. The
 * catalog seeder (catalog.ts) combines them with the seeded random stream.
 */

export const TREE: Array<[string, string[], string[]]> = [
  // [root, children, product nouns]
  [
    "Electronics",
    ["Phones", "Tablets", "Laptops", "Headphones", "Smartwatches", "Cameras"],
    ["Phone", "Tablet", "Laptop", "Headphones", "Smartwatch", "Camera"],
  ],
  [
    "Home & Kitchen",
    ["Cookware", "Small Appliances", "Tableware", "Storage", "Coffee & Tea"],
    ["Frying Pan", "Blender", "Dinner Set", "Storage Box", "Coffee Maker"],
  ],
  ["Fashion", ["Men's Clothing", "Women's Clothing", "Shoes", "Bags", "Accessories"], ["T-Shirt", "Dress", "Sneakers", "Backpack", "Belt"]],
  [
    "Sports & Outdoors",
    ["Fitness", "Cycling", "Camping", "Running", "Team Sports"],
    ["Yoga Mat", "Bike Helmet", "Tent", "Running Shoes", "Football"],
  ],
  [
    "Beauty & Health",
    ["Skin Care", "Hair Care", "Fragrances", "Personal Care"],
    ["Face Cream", "Hair Dryer", "Eau de Parfum", "Electric Toothbrush"],
  ],
  ["Toys & Games", ["Board Games", "Building Sets", "Puzzles", "Outdoor Toys"], ["Board Game", "Building Set", "Puzzle", "Water Blaster"]],
  ["Books & Media", ["Fiction", "Non-fiction", "Children's Books", "Music"], ["Novel", "Cookbook", "Picture Book", "Vinyl Record"]],
  [
    "Garden & DIY",
    ["Power Tools", "Hand Tools", "Garden Furniture", "Lighting"],
    ["Cordless Drill", "Screwdriver Set", "Garden Chair", "LED Lamp"],
  ],
  ["Office", ["Stationery", "Office Chairs", "Desks", "Printers"], ["Notebook", "Office Chair", "Standing Desk", "Printer"]],
  ["Grocery", ["Snacks", "Beverages", "Pantry"], ["Granola Bar", "Sparkling Water", "Olive Oil"]],
];

export const BRANDS = [
  "Aurora",
  "Northwind",
  "Kestrel",
  "Lumina",
  "Vertex",
  "Bluefin",
  "Cedar & Co",
  "Orbital",
  "Nimbus",
  "Harbor",
  "Solace",
  "Tundra",
  "Pioneer Labs",
  "Maple Street",
  "Zephyr",
  "Quartz",
  "Redwood",
  "Atlas",
  "Nova",
  "Silverline",
  "Brightside",
  "Evergreen",
  "Falcon",
  "Mosaic",
  "Ironbark",
];

export const ATTRIBUTES: Array<[string, string[]]> = [
  ["Color", ["Black", "White", "Red", "Blue", "Green", "Silver"]],
  ["Size", ["XS", "S", "M", "L", "XL"]],
  ["Storage", ["64 GB", "128 GB", "256 GB", "512 GB"]],
  ["Material", ["Cotton", "Leather", "Steel", "Wood"]],
];

export const COLLECTIONS = ["Summer Picks", "New Arrivals", "Best Sellers", "Gift Ideas", "Clearance", "Staff Favourites"];
export const TAGS = ["new", "bestseller", "eco", "gift", "limited", "bundle", "premium", "sale", "handmade", "classic"];
export const MODELS = ["Pro", "Lite", "Max", "Mini", "Plus", "Air", "One", "S", "X", "Neo"];
export const UNITS = ["pc", "pcs", "set", "pack", "box"];
export const BADGES = ["New", "Hot", "Sale", "Limited"];

/** Which attributes the variants of a root category combine. */
export function variantAttributes(root: string): string[] {
  if (root === "Electronics") return ["Color", "Storage"];
  if (root === "Fashion" || root === "Sports & Outdoors") return ["Color", "Size"];
  if (root === "Home & Kitchen" || root === "Garden & DIY" || root === "Office") return ["Material"];
  return [];
}

/** URL slug of a demo name: "Home & Kitchen" → "home-and-kitchen". */
export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
