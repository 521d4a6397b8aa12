export const analyzerVersion = "0.1.0";
