import Fastify from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { geoHandlers } from '../geo/geo-handlers';
import { geoRoutes } from '../geo/geo-routes';
import { contractHandlers } from './contract-handlers';

describe('the contract handler registry', () => {
  it('refuses a second handler for an operation that has one, and names the operation', async () => {
    const app = Fastify();
    await app.register(contractHandlers);
    await app.register(geoRoutes);
    const secondGeo = fastifyPlugin(
      async (instance) => {
        instance.contractHandlers.add(geoHandlers());
      },
      { name: 'second-geo', dependencies: ['contract-handlers'] },
    );

    await expect(app.register(secondGeo).ready()).rejects.toThrow('A handler is added twice for getAddressSuggestions');
    expect(Object.keys(app.contractHandlers.collected())).toEqual(['getAddressSuggestions']);
    await app.close();
  });
});
