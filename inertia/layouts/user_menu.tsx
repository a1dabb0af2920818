import { Menu } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  IconBell,
  IconBuildingStore,
  IconCar,
  IconFileText,
  IconLogout,
  IconShieldCheck,
  IconSettings,
  IconPhoto,
} from '@tabler/icons-react'
import { api, errorMessage } from '~/lib/http'
import { urlFor } from '~/lib/routes'
import { usePath, useShared } from '~/lib/page_props'
import { UserMenuTrigger } from './user_menu_trigger'

/**
 * The user menu. Its entries follow the shared abilities (`can`, decided by the policies): the
 * vendor workspace for a vendor at work, every request for staff and the staff section
 * (/staff, for anybody with a staff flag: `can.staff`), the garage; 'Configurar tienda' for the owner or an adviser of a
 * store (the page lets the owner edit, advisers read); 'Notificaciones', the person's choice of
 * WhatsApp and e-mail per kind of notice (/usuario/notificaciones). `defaultOpened`:
 * the user clicked the button before the menu had loaded.
 */
export function UserMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { user, product, can } = useShared()
  const path = usePath()
  if (!user) return null

  const logout = async () => {
    const response = await api('POST', path('/users/page/logout'))
    if (response.ok) {
      window.location.reload()
      return
    }
    notifications.show({
      color: 'yellow',
      title: 'Error al cerrar sesión',
      message: errorMessage(response),
    })
  }

  return (
    <Menu position="bottom-end" width={240} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuTrigger user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.email ?? user.mobile}
          {user.storeName ? ` · ${user.storeName}` : ''}
        </Menu.Label>
        {can.actAsVendor && (
          <Menu.Item
            component="a"
            href={path(`/${product.goPath}/page/index/pendientes`)}
            leftSection={<IconBuildingStore size={16} />}
            data-testid="menu-workspace"
          >
            Pendientes de mi tienda
          </Menu.Item>
        )}
        <Menu.Item
          component="a"
          href={path(`/${product.goPath}/page/index`)}
          leftSection={<IconFileText size={16} />}
        >
          {can.actAsAdmin ? 'Solicitudes de cotización' : 'Mis solicitudes'}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={path(`/${product.goPath}/compras`)}
          leftSection={<IconFileText size={16} />}
          data-testid="menu-purchases"
        >
          Mis compras
        </Menu.Item>
        {(can.actAsVendor || can.actAsAdmin) && (
          <Menu.Item
            component="a"
            href={path(`/${product.goPath}/ventas`)}
            leftSection={<IconBuildingStore size={16} />}
            data-testid="menu-sales"
          >
            Ventas
          </Menu.Item>
        )}
        {Object.values(can.staff).some(Boolean) && (
          <Menu.Item
            component="a"
            href={urlFor('staff.index')}
            leftSection={<IconShieldCheck size={16} />}
            data-testid="menu-staff"
          >
            Sección de staff
          </Menu.Item>
        )}
        {user.storeUrl && (
          <Menu.Item
            component="a"
            href={urlFor('stores.config', { storeUrl: user.storeUrl })}
            leftSection={<IconSettings size={16} />}
            data-testid="menu-store-config"
          >
            Configurar tienda
          </Menu.Item>
        )}
        {user.storeUrl && (user.isVendor || user.storeByAdviser) && (
          <Menu.Item
            component="a"
            href={urlFor('stores.productImages', { storeUrl: user.storeUrl })}
            leftSection={<IconPhoto size={16} />}
            data-testid="menu-product-photos"
          >
            Fotos de productos
          </Menu.Item>
        )}
        {can.useGarage && (
          <Menu.Item
            component="a"
            href={path('/garage/page/vehiculos')}
            leftSection={<IconCar size={16} />}
          >
            Mi garaje
          </Menu.Item>
        )}
        <Menu.Item
          component="a"
          href={urlFor('users.notifications')}
          leftSection={<IconBell size={16} />}
          data-testid="menu-notification-settings"
        >
          Notificaciones
        </Menu.Item>
        <Menu.Item component="a" href={path('/home/page/cotizacion')} hiddenFrom="sm">
          Solicitar cotización
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => void logout()}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
