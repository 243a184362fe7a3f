module.exports = async function stopReferenceApiForJest() {
  await globalThis.__referenceApi?.stop();
};
