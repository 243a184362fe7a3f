import './menu-item-picker.css';
import { dealMessages } from '@console/rules';
import { Button, Page, PageHeader } from '@console/ui';

/** The picker opened for a location the restaurant does not have (spec §8 'Invalid Address Id'), with the way back. */
export function InvalidDealLocation({ onBack }: { onBack: () => void }) {
  return (
    <Page titleId="picker-title">
      <PageHeader title="Select Related Menu Items" titleId="picker-title" />
      <div role="alert" className="picker-error">
        <p className="ui-field__error">{dealMessages.invalidAddressId}</p>
        <p className="picker-error__hint">
          This deal&apos;s location is not one of the restaurant&apos;s locations: go back and choose one.
        </p>
      </div>
      <div className="picker-actions picker-actions--page">
        <Button variant="primary" onClick={onBack}>
          Back to Deals
        </Button>
      </div>
    </Page>
  );
}
