import { createRouter } from '../create-router';
import * as handlers from './assessments.handlers';
import * as routes from './assessments.routes';

export const assessmentsRouter = createRouter()
  .openapi(routes.listQuestions, handlers.listQuestions)
  .openapi(routes.exportQuestions, handlers.exportQuestions)
  .openapi(routes.importQuestions, handlers.importQuestions)
  .openapi(routes.createQuestion, handlers.createQuestion)
  .openapi(routes.updateQuestion, handlers.updateQuestion)
  .openapi(routes.putQuestionImage, handlers.putQuestionImage)
  .openapi(routes.deleteQuestionImage, handlers.deleteQuestionImage)
  .openapi(routes.listTests, handlers.listTests)
  .openapi(routes.createTest, handlers.createTest)
  .openapi(routes.getTest, handlers.getTest)
  .openapi(routes.updateTest, handlers.updateTest)
  .openapi(routes.dropQuestion, handlers.dropQuestion)
  .openapi(routes.changeKey, handlers.changeKey)
  .openapi(routes.testStatistics, handlers.testStatistics)
  .openapi(routes.exportTestResults, handlers.exportTestResults)
  .openapi(routes.testAttempts, handlers.testAttempts)
  .openapi(routes.studentTests, handlers.studentTests)
  .openapi(routes.startAttempt, handlers.startAttempt)
  .openapi(routes.getAttempt, handlers.getAttempt)
  .openapi(routes.saveAnswer, handlers.saveAnswer)
  .openapi(routes.submitAttempt, handlers.submitAttempt)
  .openapi(routes.attemptResult, handlers.attemptResult);
