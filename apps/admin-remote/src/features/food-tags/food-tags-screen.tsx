import { FoodTagsPage } from './food-tags-page';
import { useFoodTags } from './use-food-tags';

/** /dashboard/food-tags: the page over its data hook. */
export function FoodTagsScreen() {
  const { tags, categories, loading, failure, search, setSearch, sort, setSort, saveTag, saveCategory, setRetired } = useFoodTags();
  return (
    <FoodTagsPage
      tags={tags}
      categories={categories}
      loading={loading}
      failure={failure}
      search={search}
      onSearchChange={setSearch}
      sort={sort}
      onSortChange={setSort}
      onSaveTag={saveTag}
      onSaveCategory={saveCategory}
      onSetRetired={setRetired}
    />
  );
}
