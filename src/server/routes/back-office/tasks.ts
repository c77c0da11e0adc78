import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { TaskBook } from '@/server/services/back-office/tasks'
import {
  adminApi,
  createTaskRequestSchema,
  createTaskResponseSchema,
  listQuerySchema,
  salesTaskSchema,
  taskListSchema,
  updateTaskRequestSchema,
} from '@/shared/admin'
import { errorBodySchema, idParamsSchema } from './common'

const taskListQuerySchema = listQuerySchema.omit({ search: true })

/** SPEC §2 "Sales Tasks": the list, Add Task (with its automation rule), and ticking one off. */
export const taskRoutes: FastifyPluginAsyncZod<{ tasks: TaskBook }> = async (app, { tasks }) => {
  app.get(adminApi.tasks, { schema: { querystring: taskListQuerySchema, response: { 200: taskListSchema } } }, async (request) => {
    const { page, pageSize } = request.query
    return tasks.list({ page, pageSize })
  })

  app.post(adminApi.tasks, { schema: { body: createTaskRequestSchema, response: { 201: createTaskResponseSchema } } }, async (request, reply) => {
    return reply.code(201).send(await tasks.create(request.body))
  })

  app.patch(
    adminApi.task(':id'),
    { schema: { params: idParamsSchema, body: updateTaskRequestSchema, response: { 200: salesTaskSchema, 404: errorBodySchema } } },
    async (request, reply) => {
      const task = await tasks.setCompleted(request.params.id, request.body.completed)
      return task ? task : reply.code(404).send({ error: 'Task not found' })
    },
  )
}
