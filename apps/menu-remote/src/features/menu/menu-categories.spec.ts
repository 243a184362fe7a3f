import { categoryLabel, formatPrice, sortMenuCategories } from './menu-categories';

describe('the menu categories (spec §2, §4, §9)', () => {
  it('sorts alphabetically, whatever the case, with Without Category (-1) last and labelled so', () => {
    const sorted = sortMenuCategories([
      { categoryId: -1, categoryName: 'N/A', foodCount: 2 },
      { categoryId: 3, categoryName: 'soups', foodCount: 1 },
      { categoryId: 1, categoryName: 'Appetizers', foodCount: 4 },
      { categoryId: 2, categoryName: 'Mains', foodCount: 0 },
    ]);
    expect(sorted.map(categoryLabel)).toEqual(['Appetizers', 'Mains', 'soups', 'Without Category']);
  });

  it('shows prices in dollars with two decimals', () => {
    expect(['12.5', '0', '1234.99', '7'].map(formatPrice)).toEqual(['$12.50', '$0.00', '$1,234.99', '$7.00']);
  });
});
