import type { IfMatchParameter } from './ifMatchParameter';

export type RevokeServiceTokenHeaders = {
/**
 * The version of the object this change was made from: its `version` as the read or the list row gave
it, written as an entity tag (`"7"`), or the read's whole `ETag` (`"7-…"`, also with a `W/` prefix
added by a compressing proxy). Only the version is compared. The change is made only while the
object is still at that version; otherwise 412 and nothing changes. `*` means any version (a
deliberate overwrite; the console's screens never send it). A request without the header comes
from a release that predates versions: the API's `API_IF_MATCH` setting decides (`optional`, the
default while older remotes may still be live: made as if `*` were sent, answered with a
`Deprecation` header and logged; `required`: 428).

 * @minLength 1
 * @maxLength 200
 */
'If-Match': IfMatchParameter;
};
