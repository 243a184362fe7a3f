
/**
 * Judging settings over tools/release/src/rollout-decision.mjs's defaults (npm run release -- tick's options)
 */
export interface TickRollingReleasesRequest {
  /**
   * @minimum 0.5
   * @maximum 0.999999
   */
  confidence?: number;
  /**
   * @minimum 0.5
   * @maximum 0.999999
   */
  earlyConfidence?: number;
  /**
   * @minimum 1
   * @maximum 1000000
   */
  minPeople?: number;
  /**
   * @minimum 1
   * @maximum 1000000
   */
  minErrorPeople?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  maxP75Ratio?: number;
  /**
   * @minimum 1
   * @maximum 1000000
   */
  minVitalSamples?: number;
}
