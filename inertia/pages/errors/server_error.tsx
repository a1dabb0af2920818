import { ErrorPage } from '~/components/error_page'

export default function ServerError() {
  return (
    <ErrorPage
      code={500}
      title="Ocurrió un error"
      text="Tuvimos un problema al procesar tu solicitud. Intenta de nuevo en unos minutos."
    />
  )
}
