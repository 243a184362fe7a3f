// Orval turns openapi.yaml into the typed client in src/generated and src/generated-queries
// (`nx run api-client:generate`); the settings are in orval-projects.cjs.
module.exports = require('./orval-projects.cjs')(require('node:path').join(__dirname, 'src'));
