import { beaconBatches, MAX_BATCHES_PER_MINUTE, MAX_VIEWS_PER_BATCH } from './beacon-batches';
import type { ReleaseView } from './page-views';

const view = (errors: number): ReleaseView => ({ remote: 'menu', version: '2.0.0', canary: true, errors });
const URL = 'http://api.test/release-signals';
const page = () => 'page-token-1';

function recorder(accept = () => true) {
  const sent: Array<{ url: string; body: { page?: string; views: ReleaseView[] } }> = [];
  return { sent, send: (url: string, body: string) => accept() && sent.push({ url, body: JSON.parse(body) }) > 0 };
}

describe('beacon batches', () => {
  it('sends the page token and the views as one JSON body, nothing else', () => {
    const { sent, send } = recorder();
    expect(beaconBatches({ url: URL, page, send }).send([view(0), view(2)])).toBe(0);
    expect(sent).toEqual([{ url: URL, body: { page: 'page-token-1', views: [view(0), view(2)] } }]);
  });

  it('keeps the views until there is a token naming their releases, then sends them with it', () => {
    const { sent, send } = recorder();
    const token: { current?: string } = {};
    const batches = beaconBatches({ url: URL, page: () => token.current, send });
    expect(batches.send([view(1)])).toBe(1);
    expect(sent).toEqual([]);
    token.current = 'page-token-2';
    expect(batches.send([])).toBe(0);
    expect(sent).toEqual([{ url: URL, body: { page: 'page-token-2', views: [view(1)] } }]);
  });

  it('splits more views than a batch holds into batches of the contract size', () => {
    const { sent, send } = recorder();
    beaconBatches({ url: URL, page, send }).send(Array.from({ length: 45 }, (_, i) => view(i)));
    expect(sent.map((batch) => batch.body.views.length)).toEqual([MAX_VIEWS_PER_BATCH, MAX_VIEWS_PER_BATCH, 5]);
    expect(sent.flatMap((batch) => batch.body.views.map((v) => v.errors))).toEqual(Array.from({ length: 45 }, (_, i) => i));
    expect(sent.every((batch) => batch.body.page === 'page-token-1')).toBe(true);
  });

  it('sends at most the limit of batches a minute, and the rest once the minute has passed', () => {
    const { sent, send } = recorder();
    let clock = 1_000_000;
    const batches = beaconBatches({ url: URL, page, send, now: () => clock });
    for (let i = 0; i < MAX_BATCHES_PER_MINUTE; i++) expect(batches.send([view(i)])).toBe(0);
    expect(batches.send([view(99)])).toBe(1);
    expect(sent).toHaveLength(MAX_BATCHES_PER_MINUTE);
    clock += 59_000;
    expect(batches.send([])).toBe(1);
    clock += 1_001;
    expect(batches.send([])).toBe(0);
    expect(sent.at(-1)?.body.views).toEqual([view(99)]);
  });

  it('keeps views the browser refused for the next call', () => {
    let accept = false;
    const { sent, send } = recorder(() => accept);
    const batches = beaconBatches({ url: URL, page, send });
    expect(batches.send([view(1)])).toBe(1);
    accept = true;
    expect(batches.send([view(2)])).toBe(0);
    expect(sent).toEqual([{ url: URL, body: { page: 'page-token-1', views: [view(1), view(2)] } }]);
  });
});
