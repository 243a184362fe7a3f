import './menu-item-picker.css';
import { dealMessages } from '@console/rules';
import { Button, Page, PageHeader } from '@console/ui';

export interface InvalidDealLocationProps {
  /** Why there is no location to offer items of, under the spec's message. */
  hint: string;
  /** The way back's words, e.g. 'Back to Deals'. */
  backLabel: string;
  onBack: () => void;
}

/**
 * The picker with no location of the restaurant's to offer items of (spec §8 'Invalid Address Id'): a
 * draft's location deleted since, or no deal started at all (an edited or bookmarked URL); with the way back.
 */
export function InvalidDealLocation({ hint, backLabel, onBack }: InvalidDealLocationProps) {
  return (
    <Page titleId="picker-title">
      <PageHeader title="Select Related Menu Items" titleId="picker-title" />
      <div role="alert" className="picker-error">
        <p className="ui-field__error">{dealMessages.invalidAddressId}</p>
        <p className="picker-error__hint">{hint}</p>
      </div>
      <div className="picker-actions picker-actions--page">
        <Button variant="primary" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
    </Page>
  );
}
