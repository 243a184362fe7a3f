import { AVATAR_COLORS } from '../../src/seed/demo-catalog';
import { initials, svgTile } from '../../src/seed/demo-images';
import type { PlannedFood } from '../../src/seed/demo-plan';
import { SeededRandom } from '../../src/seed/random';

// The generated menu items the demo owner's menu is topped up with: sections, word lists and one item's plan.

type MenuKind = 'savoury' | 'sweet' | 'drink';
/** A menu section of the generated menus: [name, kind, Course tag, Cuisine tag, dish nouns]. */
export type MenuSectionPlan = [name: string, kind: MenuKind, course: string, cuisine: string, nouns: string[]];

/* Sections the demo owner's menu is topped up from, in this order (the demo menu's own come first, so they are reused). */
export const MENU_SECTIONS: readonly MenuSectionPlan[] = [
  ['Starters', 'savoury', 'Appetizer', 'American', ['Bites', 'Sliders', 'Skewers']],
  ['Burgers', 'savoury', 'Main', 'American', ['Burger', 'Smash Burger']],
  ['Sandwiches', 'savoury', 'Main', 'American', ['Sandwich', 'Melt', 'Sub']],
  ['Mains', 'savoury', 'Main', 'American', ['Plate', 'Platter', 'Supper']],
  ['Sides', 'savoury', 'Side', 'American', ['Fries', 'Slaw', 'Hash']],
  ['Desserts', 'sweet', 'Dessert', 'American', ['Pie', 'Sundae', 'Brownie']],
  ['Drinks', 'drink', 'Drink', 'American', ['Lemonade', 'Soda', 'Iced Tea']],
  ['Eggs', 'savoury', 'Main', 'Breakfast', ['Scramble', 'Benedict', 'Omelette']],
  ['Griddle', 'sweet', 'Main', 'Breakfast', ['Pancakes', 'Waffles', 'French Toast']],
  ['Bowls', 'savoury', 'Main', 'American', ['Bowl', 'Grain Bowl']],
  ['Pastries', 'sweet', 'Side', 'Breakfast', ['Muffin', 'Scone', 'Croissant']],
  ['Salads', 'savoury', 'Appetizer', 'American', ['Salad', 'Chopped Salad']],
  ['Soups', 'savoury', 'Appetizer', 'American', ['Soup', 'Chowder', 'Stew']],
  ['Tacos', 'savoury', 'Main', 'Mexican', ['Tacos', 'Street Tacos']],
  ['Burritos', 'savoury', 'Main', 'Mexican', ['Burrito', 'Burrito Bowl']],
  ['Quesadillas', 'savoury', 'Main', 'Mexican', ['Quesadilla']],
  ['Enchiladas', 'savoury', 'Main', 'Mexican', ['Enchiladas']],
  ['Pizza', 'savoury', 'Main', 'Italian', ['Pizza', 'Flatbread Pizza']],
  ['Pasta', 'savoury', 'Main', 'Italian', ['Rigatoni', 'Linguine', 'Pappardelle']],
  ['Risotto', 'savoury', 'Main', 'Italian', ['Risotto']],
  ['Sushi Rolls', 'savoury', 'Main', 'Japanese', ['Roll', 'Hand Roll']],
  ['Ramen', 'savoury', 'Main', 'Japanese', ['Ramen', 'Tsukemen']],
  ['Donburi', 'savoury', 'Main', 'Japanese', ['Donburi', 'Rice Bowl']],
  ['Dim Sum', 'savoury', 'Appetizer', 'Chinese', ['Dumplings', 'Buns', 'Shumai']],
  ['Noodles', 'savoury', 'Main', 'Chinese', ['Noodles', 'Lo Mein', 'Chow Fun']],
  ['Fried Rice', 'savoury', 'Main', 'Chinese', ['Fried Rice']],
  ['Stir-Fries', 'savoury', 'Main', 'Chinese', ['Stir-Fry']],
  ['Curries', 'savoury', 'Main', 'Indian', ['Curry', 'Masala', 'Korma']],
  ['Tandoor', 'savoury', 'Main', 'Indian', ['Tikka', 'Kebab']],
  ['Biryani', 'savoury', 'Main', 'Indian', ['Biryani']],
  ['Breads', 'savoury', 'Side', 'Indian', ['Naan', 'Flatbread', 'Paratha']],
  ['Thai Curries', 'savoury', 'Main', 'Thai', ['Green Curry', 'Red Curry', 'Panang']],
  ['Mezze', 'savoury', 'Appetizer', 'Mediterranean', ['Mezze Plate', 'Dip', 'Fritters']],
  ['Grill', 'savoury', 'Main', 'Mediterranean', ['Souvlaki', 'Shawarma', 'Kofta']],
  ['Wraps', 'savoury', 'Main', 'Middle Eastern', ['Wrap', 'Pita']],
  ['Steaks', 'savoury', 'Main', 'American', ['Steak', 'Steak Frites']],
  ['Barbecue', 'savoury', 'Main', 'American', ['Ribs', 'Brisket Plate', 'Pulled Plate']],
  ['Wings', 'savoury', 'Appetizer', 'American', ['Wings', 'Drumsticks']],
  ['Raw Bar', 'savoury', 'Appetizer', 'Seafood', ['Crudo', 'Ceviche', 'Tartare']],
  ['Poke', 'savoury', 'Main', 'Seafood', ['Poke Bowl']],
  ['Bao', 'savoury', 'Appetizer', 'Chinese', ['Bao']],
  ['Korean Plates', 'savoury', 'Main', 'Korean', ['Bibimbap', 'Bulgogi Plate', 'Japchae']],
  ['Banh Mi & Pho', 'savoury', 'Main', 'Vietnamese', ['Banh Mi', 'Pho']],
  ['Bistro Classics', 'savoury', 'Main', 'French', ['Croque', 'Cassoulet', 'Galette']],
  ['Island Plates', 'savoury', 'Main', 'Caribbean', ['Jerk Plate', 'Roti', 'Patties']],
  ['Kids Menu', 'savoury', 'Main', 'American', ['Kids Plate', 'Mini Burger', 'Tenders']],
  ['Lunch Specials', 'savoury', 'Main', 'American', ['Lunch Plate', 'Combo']],
  ['Late Night', 'savoury', 'Appetizer', 'American', ['Nachos', 'Loaded Fries', 'Sliders']],
  ['Sharing Platters', 'savoury', 'Appetizer', 'Mediterranean', ['Platter', 'Board']],
  ['Tapas', 'savoury', 'Appetizer', 'Mediterranean', ['Croquetas', 'Tapa', 'Pintxo']],
  ['Cakes', 'sweet', 'Dessert', 'American', ['Cake', 'Cheesecake', 'Layer Cake']],
  ['Ice Cream', 'sweet', 'Dessert', 'American', ['Gelato', 'Sundae', 'Float']],
  ['Pancakes & Waffles', 'sweet', 'Main', 'Breakfast', ['Stack', 'Belgian Waffle']],
  ['Sweet Treats', 'sweet', 'Dessert', 'French', ['Tart', 'Eclair', 'Macarons']],
  ['Smoothies', 'drink', 'Drink', 'American', ['Smoothie', 'Shake']],
  ['Coffee', 'drink', 'Drink', 'American', ['Latte', 'Cold Brew', 'Cappuccino']],
  ['Tea', 'drink', 'Drink', 'Japanese', ['Tea', 'Milk Tea']],
  ['Mocktails', 'drink', 'Drink', 'American', ['Spritz', 'Cooler', 'Fizz']],
  ['Juices', 'drink', 'Drink', 'American', ['Juice', 'Pressed Juice']],
  ['Agua Fresca', 'drink', 'Drink', 'Mexican', ['Agua Fresca']],
  ['Seasonal Specials', 'savoury', 'Main', 'American', ['Special', 'Seasonal Plate']],
  ['Family Meals', 'savoury', 'Main', 'American', ['Family Feast', 'Meal Kit']],
  ['Vegan Plates', 'savoury', 'Main', 'Mediterranean', ['Vegan Plate', 'Buddha Bowl']],
  ['Street Food', 'savoury', 'Appetizer', 'Thai', ['Satay', 'Spring Rolls', 'Skewers']],
  ['Charcuterie', 'savoury', 'Appetizer', 'French', ['Board', 'Terrine']],
];

/** [word of the name, Preparation tag or ''] */
const SAVOURY_STYLES: ReadonlyArray<[string, string]> = [
  ['Smoked', 'Smoked'],
  ['Grilled', 'Grilled'],
  ['Crispy', 'Fried'],
  ['Spicy', ''],
  ['Roasted', 'Baked'],
  ['Braised', 'Slow-Cooked'],
  ['Charred', 'Grilled'],
  ['Garlic', ''],
  ['Honey Glazed', 'Baked'],
  ['Classic', ''],
  ['Loaded', ''],
  ['Sesame', ''],
  ['Teriyaki', 'Grilled'],
  ['Cajun', ''],
  ['Steamed', 'Steamed'],
  ['Herb', ''],
];
/** [protein or main vegetable, Dietary tags, Allergens tags] */
const SAVOURY_MAINS: ReadonlyArray<[string, string[], string[]]> = [
  ['Chicken', ['Halal'], []],
  ['Pork Belly', [], []],
  ['Beef', [], []],
  ['Shrimp', ['Pescatarian'], ['Contains Shellfish']],
  ['Salmon', ['Pescatarian'], ['Contains Fish']],
  ['Tofu', ['Vegetarian', 'Vegan'], ['Contains Soy']],
  ['Lamb', ['Halal'], []],
  ['Mushroom', ['Vegetarian', 'Vegan'], []],
  ['Chorizo', [], []],
  ['Brisket', [], []],
  ['Duck', [], []],
  ['Eggplant', ['Vegetarian', 'Vegan'], []],
  ['Crab', ['Pescatarian'], ['Contains Shellfish']],
  ['Halloumi', ['Vegetarian'], ['Contains Dairy']],
  ['Turkey', [], []],
  ['Cauliflower', ['Vegetarian', 'Vegan'], []],
];
const SAVOURY_EXTRAS = [
  'pickled onions',
  'cilantro',
  'lime',
  'chipotle mayo',
  'avocado',
  'aged cheddar',
  'roasted garlic',
  'fresh basil',
  'charred corn',
  'jasmine rice',
  'toasted sesame',
  'scallions',
  'kimchi',
  'miso butter',
  'smoked paprika',
  'crumbled feta',
  'tzatziki',
  'basil pesto',
  'baby arugula',
  'caramelized onions',
  'jalapeños',
  'pico de gallo',
  'black beans',
  'chimichurri',
  'truffle oil',
  'shaved parmesan',
  'fresh ginger',
  'peanut sauce',
  'coconut curry',
  'harissa',
  'tahini',
  'wild mushrooms',
  'crispy bacon',
  'a fried egg',
  'sriracha aioli',
  'cucumber',
  'fresh mint',
  'toasted almonds',
  'sweet potato',
  'roasted peppers',
  'goat cheese',
  'preserved lemon',
];
const SWEET_STYLES = ['Warm', 'Classic', 'Salted', 'Toasted', 'Frozen', 'Double', 'Whipped', 'Mini', 'House', 'Brown Butter'];
const SWEET_FLAVOURS = [
  'Chocolate',
  'Vanilla',
  'Strawberry',
  'Caramel',
  'Lemon',
  'Coconut',
  'Matcha',
  'Banana',
  'Pistachio',
  'Blueberry',
  'Espresso',
  'Peach',
  'Mango',
  'Cinnamon',
];
const SWEET_EXTRAS = [
  'whipped cream',
  'fresh berries',
  'maple syrup',
  'toasted pecans',
  'dark chocolate',
  'vanilla bean',
  'salted caramel',
  'cream cheese frosting',
  'graham crumble',
  'lemon curd',
  'candied ginger',
  'crushed pistachios',
  'honey',
  'mascarpone',
  'passion fruit',
];
const DRINK_STYLES = ['Iced', 'Fresh', 'Sparkling', 'Frozen', 'Hot', 'House', 'Spiced', 'Tall'];
const DRINK_FLAVOURS = [
  'Mango',
  'Ginger',
  'Lime',
  'Mint',
  'Hibiscus',
  'Berry',
  'Peach',
  'Cucumber',
  'Cherry',
  'Coconut',
  'Chai',
  'Watermelon',
];
const DRINK_EXTRAS = [
  'crushed ice',
  'fresh mint',
  'a squeeze of lime',
  'oat milk',
  'sparkling water',
  'cane sugar',
  'cold foam',
  'basil',
  'pineapple',
];
const MEAL_TYPES = ['Lunch', 'Dinner', 'All Day', 'Late Night', 'Brunch'];
const PRICES: Record<string, [number, number]> = { Appetizer: [6, 15], Main: [12, 34], Side: [4, 9], Dessert: [5, 13], Drink: [3, 9] };
const EXTRA_ALLERGENS: Record<string, string> = {
  'aged cheddar': 'Contains Dairy',
  'crumbled feta': 'Contains Dairy',
  'shaved parmesan': 'Contains Dairy',
  'goat cheese': 'Contains Dairy',
  'miso butter': 'Contains Soy',
  'toasted sesame': 'Contains Sesame',
  tahini: 'Contains Sesame',
  'peanut sauce': 'Contains Peanuts',
  'toasted almonds': 'Contains Tree Nuts',
  'toasted pecans': 'Contains Tree Nuts',
  'crushed pistachios': 'Contains Tree Nuts',
  'a fried egg': 'Contains Eggs',
  'whipped cream': 'Contains Dairy',
  mascarpone: 'Contains Dairy',
};

function listOf(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
}

/** One generated menu item of a section: a name (style, main, dish noun), a description of its extras, tags of the vocabulary. */
export function planMenuItem(random: SeededRandom, [, kind, course, cuisine, nouns]: MenuSectionPlan): PlannedFood {
  const noun = random.pick(nouns);
  const extras = random.sample(kind === 'savoury' ? SAVOURY_EXTRAS : kind === 'sweet' ? SWEET_EXTRAS : DRINK_EXTRAS, random.int(2, 3));
  const attributes: Record<string, string[]> = { Cuisine: [cuisine] };
  let name: string;
  let description: string;
  const allergens = new Set(extras.map((extra) => EXTRA_ALLERGENS[extra]).filter(Boolean));
  if (kind === 'savoury') {
    const [style, preparation] = random.pick(SAVOURY_STYLES);
    const [main, dietary, mainAllergens] = random.pick(SAVOURY_MAINS);
    name = `${style} ${main} ${noun}`;
    description = `${style === 'Classic' ? 'Our' : style[0] + style.slice(1).toLowerCase()} ${main.toLowerCase()} with ${listOf(extras)}`;
    const diets = [...dietary, ...(random.chance(0.2) ? ['Gluten-Free'] : [])].filter(
      (diet) => !(diet === 'Vegan' && allergens.size > 0) && !(diet === 'Halal' && extras.includes('crispy bacon')),
    );
    if (diets.length) attributes.Dietary = diets;
    attributes['Spice level'] = [
      style === 'Spicy' || style === 'Cajun' ? random.pick(['Hot', 'Extra Hot']) : random.pick(['Mild', 'Mild', 'Medium']),
    ];
    if (preparation) attributes.Preparation = [preparation];
    mainAllergens.forEach((allergen) => allergens.add(allergen));
  } else {
    const flavour = random.pick(kind === 'sweet' ? SWEET_FLAVOURS : DRINK_FLAVOURS);
    const style = random.pick(kind === 'sweet' ? SWEET_STYLES : DRINK_STYLES);
    name = `${style} ${flavour} ${noun}`;
    description = `${flavour} ${noun.toLowerCase()} with ${listOf(extras)}`;
    if (allergens.size === 0 && random.chance(0.4)) attributes.Dietary = ['Vegetarian'];
    if (kind === 'sweet') allergens.add('Contains Gluten');
  }
  attributes.Course = [course];
  if (allergens.size) attributes.Allergens = [...allergens].sort();
  if (random.chance(0.5)) attributes['Meal Type'] = [random.pick(MEAL_TYPES)];
  const [low, high] = kind === 'sweet' && course === 'Main' ? [9, 16] : PRICES[course];
  return {
    name,
    description: `${description}.`,
    price: `${random.int(low, high)}.${random.pick(['99', '49', '00', '50', '25'])}`,
    categoryName: null,
    tags: Object.values(attributes).flat(),
    extraAttributes: attributes,
    imageUrl: random.chance(0.01) ? svgTile(initials(...name.split(' ')), random.pick(AVATAR_COLORS), 320) : null,
  };
}
