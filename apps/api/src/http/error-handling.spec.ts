// An error's answer is `{ message }` even where the operation's schema for that status asks for more:
// before, such a body failed the route's serializer and a 400 became a 500.
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { loadContract, readOperations } from './contract';

let api: TestApi;

beforeAll(async () => {
  // The contract as it was when a CSV refusal had to list row errors: `errors` required on the 400.
  const { document } = loadContract();
  const strict = structuredClone(document) as typeof document & { components: { schemas: Record<string, { required: string[] }> } };
  strict.components.schemas.CsvImportError.required = ['message', 'errors'];
  api = await startTestApi({ contract: { document: strict, operations: readOperations(strict) } });
});

afterAll(() => api?.close());

it('answers a refusal without the fields its status schema requires as a 400 with the message', async () => {
  const token = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');

  const response = await fetch(`${api.baseUrl}/admin/restaurant/import-restaurants-from-csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{"oops":',
  });

  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ message: 'The request body is not valid JSON' });
});
