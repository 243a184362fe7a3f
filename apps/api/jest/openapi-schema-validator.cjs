// Test-only stand-in for @seriousme/openapi-schema-validator (mapped in jest.config.cjs): the real
// Validator, except that its check of a document against the OpenAPI meta-schema is done once per
// identical document and validator version. fastify-openapi-glue checks the contract at every API build,
// and compiling the meta-schema cost each build about half a second of a core, the same result each time.
// A document that passed is remembered by a marker in the temp folder; any other document (a broken
// contract a test builds) goes through the real check. Everything else (reading, version, $ref checks,
// resolving) is the real module's.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// The one fastify-openapi-glue imports (the mapping does not apply to this path).
const packageDir = path.resolve(__dirname, '../../../node_modules/@seriousme/openapi-schema-validator');
const real = require(path.join(packageDir, 'index.js'));
const packageText = readFileSync(path.join(packageDir, 'package.json'), 'utf8');

/** Keys of documents that passed, in this test file. */
const passed = new Set();

function markerFile(key) {
  return path.join(os.tmpdir(), `console-api-openapi-valid-${key}`);
}

class Validator extends real.Validator {
  getAjvValidator(version) {
    const key = createHash('sha256')
      .update(packageText)
      .update(version)
      .update(JSON.stringify(this.specification))
      .digest('hex')
      .slice(0, 32);
    if (passed.has(key) || existsSync(markerFile(key))) {
      passed.add(key);
      const known = () => true;
      known.errors = null;
      return known;
    }
    const check = super.getAjvValidator(version);
    const remembering = (specification) => {
      const valid = check(specification);
      remembering.errors = check.errors;
      if (valid && specification === this.specification) {
        passed.add(key);
        writeFileSync(markerFile(key), '');
      }
      return valid;
    };
    return remembering;
  }
}

module.exports = { ...real, Validator };
