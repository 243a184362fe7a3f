import Fastify from 'fastify';
import { contractHandlers } from '../http/contract-handlers';
import { restaurantRoutes } from './restaurant-routes';

describe('the restaurants plugin', () => {
  it('refuses to start without a service it names, and says which', async () => {
    const app = Fastify();
    await app.register(contractHandlers);
    // Every service it names but the mailer: none of them is called before the start fails.
    for (const service of ['db', 'imageStore', 'passwordCost', 'now', 'ifMatchPolicy']) app.decorate(service, null);

    await expect(app.register(restaurantRoutes).ready()).rejects.toThrow(
      "The decorator 'mailer' required by 'restaurants' is not present in Fastify",
    );
    expect(app.contractHandlers.collected()).toEqual({});
    await app.close();
  });
});
