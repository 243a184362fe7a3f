import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminHref } from '../../paths';
import { AddRestaurantDialog } from './add-restaurant-dialog';
import { RestaurantsPage } from './restaurants-page';
import { useCreateRestaurantAccount } from './use-create-restaurant';
import { useRestaurantCategoryOptions } from './use-restaurant-category-options';
import { useRestaurantAccess, useRestaurants } from './use-restaurants';

/** /dashboard/restaurant: the Restaurants page and its Add New Restaurant Account popup over their data hooks. */
export function RestaurantsScreen() {
  const navigate = useNavigate();
  const restaurants = useRestaurants();
  const toggleAccess = useRestaurantAccess();
  const [adding, setAdding] = useState(false);
  const categories = useRestaurantCategoryOptions(adding);
  const createRestaurant = useCreateRestaurantAccount();
  return (
    <RestaurantsPage
      {...restaurants}
      onOpen={(account) =>
        navigate(adminHref.restaurantDetail(account.restaurant.restaurantId), { state: { referrer: adminHref.restaurants() } })
      }
      onToggleAccess={toggleAccess}
      onAdd={() => setAdding(true)}
      popup={
        adding ? (
          <AddRestaurantDialog
            categoryOptions={categories.options}
            categoriesLoading={categories.loading}
            onCreate={createRestaurant}
            onClose={() => setAdding(false)}
          />
        ) : null
      }
    />
  );
}
