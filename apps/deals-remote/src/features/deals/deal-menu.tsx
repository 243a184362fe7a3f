import { useEffect, useId, useRef, useState } from 'react';
import type { Deal } from '@console/api-client';
import { IconButton } from '@console/ui';

export interface DealMenuProps {
  deal: Deal;
  onSetActive: (deal: Deal, isActive: boolean) => Promise<void>;
  onEdit: (deal: Deal) => void;
}

/** Spec §2: the card menu (Activate or Deactivate, and Edit); Escape or a click outside closes it. */
export function DealMenu({ deal, onSetActive, onEdit }: DealMenuProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const close = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const toggle = async () => {
    setOpen(false);
    setBusy(true);
    await onSetActive(deal, !deal.isActive);
    setBusy(false);
  };

  return (
    <div
      ref={rootRef}
      className="deal-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <IconButton
        icon="more"
        label={`Actions for ${deal.restaurantDealTitle}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        busy={busy}
        onClick={() => setOpen((current) => !current)}
      />
      {open ? (
        <div id={menuId} role="menu" className="deal-menu__list">
          <button ref={firstItem} type="button" role="menuitem" className="deal-menu__item" onClick={() => void toggle()}>
            {deal.isActive ? 'Deactivate' : 'Activate'}
          </button>
          <button
            type="button"
            role="menuitem"
            className="deal-menu__item"
            onClick={() => {
              setOpen(false);
              onEdit(deal);
            }}
          >
            Edit
          </button>
        </div>
      ) : null}
    </div>
  );
}
