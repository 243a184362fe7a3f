
export interface AbortRollingReleaseRequest {
  /**
   * Why; kept as the rollout's last verdict
   * @minLength 1
   * @maxLength 500
   */
  reason?: string;
}
