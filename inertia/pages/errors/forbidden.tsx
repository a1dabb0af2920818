import { ErrorPage } from '~/components/error_page'

export default function Forbidden() {
  return (
    <ErrorPage
      code={403}
      title="No tienes permiso"
      text="Tu usuario no tiene permiso para ver esta página. Revisa con qué cuenta ingresaste."
    />
  )
}
