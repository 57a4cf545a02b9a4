/** A password the system generates: 10 characters with letters and digits, none of 0 O 1 l I. */
export const GENERATED_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-HJ-NP-Za-km-z2-9]{10}$/;
