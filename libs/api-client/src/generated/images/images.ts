import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * The bytes of an image a form uploaded, with the type read from its content. Public: the key is
128 random bits, and the URL is what `imageFileUrl` holds. A key never changes content, so the
answer may be cached for a year. Anything that is not a key the API generated (other names, path
separators, `..`) is 404, as is a key of a deleted image.

 * @summary An uploaded image file, as stored
 */
export const getImageFile = (
    imageKey: string,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<Blob>(
      {url: `/images/${imageKey}`, method: 'GET',
        responseType: 'blob'
    },
      options);
    }
  export type GetImageFileResult = NonNullable<Awaited<ReturnType<typeof getImageFile>>>
