import { ErrorPage } from '~/components/error_page'

export default function NotFound() {
  return (
    <ErrorPage
      code={404}
      title="Página no encontrada"
      text="La página que buscas no existe o fue movida."
    />
  )
}
