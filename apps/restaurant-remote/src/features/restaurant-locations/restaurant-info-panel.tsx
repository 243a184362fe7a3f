import type { RestaurantDetailsResponse } from '@console/api-client';
import { Button, Loader } from '@console/ui';

export interface RestaurantInfoPanelProps {
  details: RestaurantDetailsResponse | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onEditProfile: () => void;
  /** The owner's own account actions; absent in the admin detail. */
  onChangePassword?: () => void;
  onDeleteRestaurant?: () => void;
}

/** Spec §2 Restaurant Locations: the restaurant's name, categories, email, company-wide images and location count. */
export function RestaurantInfoPanel({
  details,
  loading,
  failed,
  onRetry,
  onEditProfile,
  onChangePassword,
  onDeleteRestaurant,
}: RestaurantInfoPanelProps) {
  if (!details) {
    if (loading) return <Loader />;
    return failed ? (
      <div role="alert" className="restaurant-info">
        <p>The restaurant could not be loaded.</p>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    ) : null;
  }
  const { restaurant, emailAddress } = details;
  const categories = restaurant.restaurantCategories.map((category) => category.restaurantCategoryName).join(', ');
  return (
    <section className="restaurant-info" aria-labelledby="restaurant-info-name">
      <div className="restaurant-info__text">
        <h2 id="restaurant-info-name" className="restaurant-info__name">
          {restaurant.restaurantName}
        </h2>
        <dl className="restaurant-info__facts">
          <dt>Restaurant Category</dt>
          <dd>{categories || 'N/A'}</dd>
          <dt>Email</dt>
          <dd>{emailAddress ?? 'N/A'}</dd>
          <dt>Locations</dt>
          <dd>{restaurant.restaurantAddressCount}</dd>
        </dl>
        {restaurant.companyWideImages.length > 0 ? (
          <ul className="restaurant-info__images" aria-label="Company-wide Images">
            {restaurant.companyWideImages.map((image, index) => (
              <li key={image.imageId}>
                <img src={image.imageFileUrl} alt={`Company-wide image ${index + 1}`} className="restaurant-info__image" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="restaurant-info__no-images">No company-wide images yet.</p>
        )}
      </div>
      <div className="restaurant-info__actions">
        <Button onClick={onEditProfile}>Edit Restaurant Profile</Button>
        {onChangePassword ? <Button onClick={onChangePassword}>Change Password</Button> : null}
        {onDeleteRestaurant ? (
          <Button variant="danger" onClick={onDeleteRestaurant}>
            Delete Restaurant Profile
          </Button>
        ) : null}
      </div>
    </section>
  );
}
