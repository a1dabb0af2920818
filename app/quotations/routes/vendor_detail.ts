/*
| Routes of the seller side (filled by the vendor workspace work).
*/
export {}
