import { RestaurantCategoriesPage } from './restaurant-categories-page';
import { useRestaurantCategories } from './use-restaurant-categories';

/** /dashboard/restaurant-category: the page over its data hook. */
export function RestaurantCategoriesScreen() {
  const { categories, loading, failure, search, setSearch, sort, setSort, save, remove, exportCsv } = useRestaurantCategories();
  return (
    <RestaurantCategoriesPage
      categories={categories}
      loading={loading}
      failure={failure}
      search={search}
      onSearchChange={setSearch}
      sort={sort}
      onSortChange={setSort}
      onSave={save}
      onDelete={remove}
      exportCsv={exportCsv}
    />
  );
}
