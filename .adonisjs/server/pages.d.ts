import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'core/api_docs': ExtractProps<(typeof import('../../inertia/pages/core/api_docs.tsx'))['default']>
    'dev/outbox': ExtractProps<(typeof import('../../inertia/pages/dev/outbox.tsx'))['default']>
    'errors/forbidden': ExtractProps<(typeof import('../../inertia/pages/errors/forbidden.tsx'))['default']>
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'garage/index': ExtractProps<(typeof import('../../inertia/pages/garage/index.tsx'))['default']>
    'home': ExtractProps<(typeof import('../../inertia/pages/home.tsx'))['default']>
    'legal/terms': ExtractProps<(typeof import('../../inertia/pages/legal/terms.tsx'))['default']>
    'moderation/store_infractions': ExtractProps<(typeof import('../../inertia/pages/moderation/store_infractions.tsx'))['default']>
    'orders/detail': ExtractProps<(typeof import('../../inertia/pages/orders/detail.tsx'))['default']>
    'orders/local_payment': ExtractProps<(typeof import('../../inertia/pages/orders/local_payment.tsx'))['default']>
    'orders/purchases': ExtractProps<(typeof import('../../inertia/pages/orders/purchases.tsx'))['default']>
    'orders/sales': ExtractProps<(typeof import('../../inertia/pages/orders/sales.tsx'))['default']>
    'quotations/buyer_detail': ExtractProps<(typeof import('../../inertia/pages/quotations/buyer_detail.tsx'))['default']>
    'quotations/index': ExtractProps<(typeof import('../../inertia/pages/quotations/index.tsx'))['default']>
    'quotations/sales_opportunities': ExtractProps<(typeof import('../../inertia/pages/quotations/sales_opportunities.tsx'))['default']>
    'quotations/vendor_detail': ExtractProps<(typeof import('../../inertia/pages/quotations/vendor_detail.tsx'))['default']>
    'quotations/wizard': ExtractProps<(typeof import('../../inertia/pages/quotations/wizard.tsx'))['default']>
    'reports/export': ExtractProps<(typeof import('../../inertia/pages/reports/export.tsx'))['default']>
    'reports/staff_analytics': ExtractProps<(typeof import('../../inertia/pages/reports/staff_analytics.tsx'))['default']>
    'staff/brand_requests': ExtractProps<(typeof import('../../inertia/pages/staff/brand_requests.tsx'))['default']>
    'staff/infractions_store': ExtractProps<(typeof import('../../inertia/pages/staff/infractions_store.tsx'))['default']>
    'staff/infractions': ExtractProps<(typeof import('../../inertia/pages/staff/infractions.tsx'))['default']>
    'staff/log': ExtractProps<(typeof import('../../inertia/pages/staff/log.tsx'))['default']>
    'staff/moderation_item': ExtractProps<(typeof import('../../inertia/pages/staff/moderation_item.tsx'))['default']>
    'staff/moderation': ExtractProps<(typeof import('../../inertia/pages/staff/moderation.tsx'))['default']>
    'staff/panel': ExtractProps<(typeof import('../../inertia/pages/staff/panel.tsx'))['default']>
    'staff/records': ExtractProps<(typeof import('../../inertia/pages/staff/records.tsx'))['default']>
    'staff/users': ExtractProps<(typeof import('../../inertia/pages/staff/users.tsx'))['default']>
    'stores/adviser_invitation': ExtractProps<(typeof import('../../inertia/pages/stores/adviser_invitation.tsx'))['default']>
    'stores/config': ExtractProps<(typeof import('../../inertia/pages/stores/config.tsx'))['default']>
    'stores/product_images': ExtractProps<(typeof import('../../inertia/pages/stores/product_images.tsx'))['default']>
    'stores/register': ExtractProps<(typeof import('../../inertia/pages/stores/register.tsx'))['default']>
    'stores/show': ExtractProps<(typeof import('../../inertia/pages/stores/show.tsx'))['default']>
    'stores/staff_stores': ExtractProps<(typeof import('../../inertia/pages/stores/staff_stores.tsx'))['default']>
    'users/login': ExtractProps<(typeof import('../../inertia/pages/users/login.tsx'))['default']>
    'users/notifications': ExtractProps<(typeof import('../../inertia/pages/users/notifications.tsx'))['default']>
    'users/register': ExtractProps<(typeof import('../../inertia/pages/users/register.tsx'))['default']>
    'users/reset_password': ExtractProps<(typeof import('../../inertia/pages/users/reset_password.tsx'))['default']>
    'users/unsubscribe': ExtractProps<(typeof import('../../inertia/pages/users/unsubscribe.tsx'))['default']>
  }
}
