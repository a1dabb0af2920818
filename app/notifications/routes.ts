/*
| Routes of the notifications module.
*/
export {}
