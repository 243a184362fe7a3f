import * as yup from 'yup';
import { lazyValidation } from './lazy-validation';

const schema = yup.object({ name: yup.string().trim().required('Name is required') });

describe('lazyValidation, a yup schema loaded on first use', () => {
  it('loads the schema once and answers as validationSchema would', async () => {
    const load = jest.fn(async () => schema);
    const { validate } = lazyValidation<{ name: string }>(load);

    expect(await validate({ name: '  ' })).toEqual({ name: 'Name is required' });
    expect(await validate({ name: 'Ada' })).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the form usable when the schema cannot be fetched, and asks again at the next validation', async () => {
    const load = jest.fn<Promise<typeof schema>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(schema);
    const { validate } = lazyValidation<{ name: string }>(load);

    expect(await validate({ name: '' })).toEqual({});
    expect(await validate({ name: '' })).toEqual({ name: 'Name is required' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches the schema when the page is idle, once', async () => {
    const load = jest.fn(async () => schema);
    const { preloadWhenIdle, validate } = lazyValidation<{ name: string }>(load);

    preloadWhenIdle();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).toHaveBeenCalledTimes(1);
    await validate({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
