
export type ReleaseSignalMinuteInpP75 = number | null;
