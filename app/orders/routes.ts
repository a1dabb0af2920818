/*
| Routes of the orders module, one file per area: the buyer's addresses and billing records,
| checkout (order creation, payment links, the payment gateway's webhook) and the orders a buyer
| made and a store received.
*/
import '#orders/routes/addresses'
import '#orders/routes/checkout'
import '#orders/routes/orders'
