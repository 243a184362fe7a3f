import { useState } from 'react';
import type { Deal } from '@console/api-client';
import { MenuButton } from '@console/ui';

export interface DealMenuProps {
  deal: Deal;
  onSetActive: (deal: Deal, isActive: boolean) => Promise<void>;
  onEdit: (deal: Deal) => void;
}

/**
 * Spec §2: the card menu (Activate or Deactivate, and Edit), the kit's menu button: the keys of a menu,
 * and focus back on its button when it closes, so the Edit Deal popup gives focus back there too.
 */
export function DealMenu({ deal, onSetActive, onEdit }: DealMenuProps) {
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    await onSetActive(deal, !deal.isActive);
    setBusy(false);
  };

  return (
    <MenuButton
      label={`Actions for ${deal.restaurantDealTitle}`}
      busy={busy}
      items={[
        { label: deal.isActive ? 'Deactivate' : 'Activate', onSelect: () => void toggle() },
        { label: 'Edit', onSelect: () => onEdit(deal) },
      ]}
    />
  );
}
