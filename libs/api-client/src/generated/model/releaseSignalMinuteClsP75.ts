
export type ReleaseSignalMinuteClsP75 = number | null;
