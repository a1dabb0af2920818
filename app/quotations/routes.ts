/*
| Routes of the quotations module, one file per area.
*/
import '#quotations/routes/wizard'
import '#quotations/routes/buyer_requests'
import '#quotations/routes/vendor'
import '#quotations/routes/vendor_detail'
import '#quotations/routes/quotations'
import '#quotations/routes/quotation_pdf'
import '#quotations/routes/buyer_detail'
import '#quotations/routes/sales_opportunities'
import '#quotations/routes/store_page'
