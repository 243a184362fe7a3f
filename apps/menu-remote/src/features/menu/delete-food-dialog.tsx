import type { FoodItem } from '@console/api-client';
import type { RestaurantScope } from '@console/remote-contract';
import { ConfirmDialog } from '@console/ui';
import { dealsMessage } from './deal-words';
import { useCurrentDeals } from './use-current-deals';

export interface DeleteFoodDialogProps {
  scope: RestaurantScope;
  item: FoodItem;
  onDelete: (item: FoodItem) => Promise<void>;
  onClose: () => void;
}

/** Spec §2 Delete Confirmation, naming the item and the deals it leaves (issue 34). */
export function DeleteFoodDialog({ scope, item, onDelete, onClose }: DeleteFoodDialogProps) {
  const { deals, failed } = useCurrentDeals(scope, item.foodId);
  const dealsText = deals ? dealsMessage(deals) : failed ? 'Its deals could not be checked.' : 'Checking its deals…';
  return (
    <ConfirmDialog
      title="Delete Confirmation"
      message={
        <>
          <p className="menu__confirm-subject">{item.foodItemName}</p>
          <p>Are you sure you want to Delete the Food Item?</p>
          <p aria-live="polite">{dealsText}</p>
        </>
      }
      confirmLabel="Yes, Delete!"
      cancelLabel="Cancel"
      destructive
      // Not before the deals are known, unless they cannot be: the delete itself still says which it left.
      busy={deals === null && !failed}
      onCancel={onClose}
      // Spec §4: a delete popup closes whatever the outcome.
      onConfirm={() => onDelete(item).finally(onClose)}
    />
  );
}
