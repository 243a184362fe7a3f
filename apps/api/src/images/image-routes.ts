import fastifyPlugin from 'fastify-plugin';
import { imageHandlers } from './image-handlers';

/** Uploaded images, served from the image store. */
export const imageRoutes = fastifyPlugin(
  async (app) => {
    const { imageStore } = app;
    app.contractHandlers.add(imageHandlers({ store: imageStore }));
  },
  { name: 'images', dependencies: ['contract-handlers'], decorators: { fastify: ['imageStore'] } },
);
