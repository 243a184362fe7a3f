import type { FoodItem, FoodItemDeal } from '@console/api-client';
import type { RestaurantScope } from '@console/remote-contract';
import { ConfirmDialog } from '@console/ui';
import { useCurrentDeals } from './use-current-deals';

export interface DeleteFoodDialogProps {
  scope: RestaurantScope;
  item: FoodItem;
  onDelete: (item: FoodItem) => Promise<void>;
  onClose: () => void;
}

const quoted = (deals: readonly FoodItemDeal[]) => deals.map((deal) => `'${deal.title}'`).join(', ');

/**
 * What the delete does to deals, in the words the API's answer uses afterwards: the current deals it takes
 * the item out of, and those it leaves empty, which are deactivated.
 */
export function dealsMessage(deals: readonly FoodItemDeal[]): string {
  if (deals.length === 0) return 'It is in no current deal.';
  const emptied = deals.filter((deal) => deal.leftEmpty);
  let message = `It will be taken out of the current deal${deals.length > 1 ? 's' : ''} ${quoted(deals)}`;
  if (emptied.length > 0) message += `; ${quoted(emptied)} will have no items left and will be deactivated`;
  return `${message}.`;
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
