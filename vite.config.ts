import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [
    react(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
  ],
  resolve: {
    alias: {
      '~/': fileURLToPath(new URL('./inertia/', import.meta.url)),
    },
  },
})
