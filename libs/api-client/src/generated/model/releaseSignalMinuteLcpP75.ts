
export type ReleaseSignalMinuteLcpP75 = number | null;
